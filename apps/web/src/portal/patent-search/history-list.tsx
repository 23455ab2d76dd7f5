import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../app/intl-formats.js';
import { clearSearchHistory, useSearchHistory } from './search-history.js';
import { SectionHeading } from './section-heading.js';
import { usePatentFormat } from './use-patent-format.js';

/** The searches already run in this tab (spec: list of already-searched targets), each re-run in one click. */
export function HistoryList({ onRun }: { onRun: (search: string) => void }) {
  const { t, i18n } = useTranslation();
  const format = usePatentFormat();
  const history = useSearchHistory();
  const headingId = useId();
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <section className="patent-side-section" aria-labelledby={headingId}>
      <div className="patent-side-heading">
        <SectionHeading id={headingId}>{t('portal.patent.history.title')}</SectionHeading>
        {history.length > 0 ? (
          <button type="button" className="link-button" onClick={clearSearchHistory}>
            {t('portal.patent.history.clear')}
          </button>
        ) : null}
      </div>
      {history.length === 0 ? (
        <p className="patent-muted">{t('portal.patent.history.empty')}</p>
      ) : (
        <ol className="patent-history">
          {history.map((target) => (
            <li key={target.expression}>
              <button
                type="button"
                className="patent-history-run"
                onClick={() => onRun(target.search)}
                aria-label={t('portal.patent.history.run', { expression: target.expression })}
              >
                <code>{target.expression}</code>
              </button>
              <span className="patent-muted">
                {t('portal.patent.history.meta', { total: format.number(target.total), time: time.format(target.at) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
