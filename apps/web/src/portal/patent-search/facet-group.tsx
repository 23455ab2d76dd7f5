import { FACET_FIELDS, type Facet, type FacetBucket } from '@cityip/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterMarks, markOf, setMark } from './filter-marks.js';
import { SectionHeading } from './section-heading.js';
import { usePatentFormat } from './use-patent-format.js';

/** Values shown before "show all" (the applicant label has up to 50). */
const SHOWN = 8;

function CustomValue({ facet, marks }: { facet: Facet; marks: FilterMarks }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const add = (group: 'filters' | 'excludes') => {
    const value = text.trim();
    if (!value) return;
    marks.onChange(setMark(marks, { label: facet, value, custom: true }, group));
    setText('');
  };
  return (
    <div className="facet-custom">
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.patent.filter.customValue', { label: t(`portal.patent.facet.${facet}`) })}
      </label>
      <div className="control-group">
        <input
          id={inputId}
          className="form-control form-control--small"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter that ends a Chinese input method's composition chooses the characters, not the filter.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) add('filters');
          }}
          placeholder={t('portal.patent.filter.customPlaceholder')}
        />
        <button type="button" className="form-button form-button--small" onClick={() => add('filters')}>
          {t('portal.patent.filter.include')}
        </button>
        <button type="button" className="form-button form-button--small" onClick={() => add('excludes')}>
          {t('portal.patent.filter.exclude')}
        </button>
      </div>
    </div>
  );
}

/**
 * One label of the filter panel: its values with their counts, each either filtered (ticked) or
 * excluded (the exclude button pressed), and a custom value the facet did not list.
 */
export function FacetGroup({
  facet,
  buckets,
  approximate,
  marks,
}: {
  facet: Facet;
  buckets: FacetBucket[];
  approximate: boolean;
  marks: FilterMarks;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const field = FACET_FIELDS[facet];
  const ordered = facet === 'year' ? [...buckets].sort((a, b) => b.value.localeCompare(a.value)) : buckets;
  const shown = expanded ? ordered : ordered.slice(0, SHOWN);
  const count = (n: number) =>
    approximate ? t('portal.patent.filter.approxCount', { value: format.number(n) }) : format.number(n);

  return (
    <section className="facet-group" aria-labelledby={headingId}>
      <SectionHeading depth={1} id={headingId} className="facet-title">
        {t(`portal.patent.facet.${facet}`)} <code className="facet-field">{field}</code>
      </SectionHeading>
      {/* The counts group by the main classification; the filter they lead to matches any of a patent's codes. */}
      {facet === 'ipcSection' || facet === 'ipcClass' ? (
        <p className="patent-muted">{t('portal.patent.filter.mainIpcNote')}</p>
      ) : null}
      {shown.length === 0 ? <p className="patent-muted">{t('portal.patent.filter.none')}</p> : null}
      <ul className="facet-values">
        {shown.map((bucket) => {
          const entry = { label: facet, value: bucket.value, custom: false };
          const mark = markOf(marks, entry);
          const name = format.value(field, bucket.value);
          return (
            <li
              key={bucket.value}
              className={mark === 'excludes' ? 'facet-value facet-value--excluded' : 'facet-value'}
            >
              <label className="check-option">
                <input
                  type="checkbox"
                  checked={mark === 'filters'}
                  onChange={(event) => marks.onChange(setMark(marks, entry, event.target.checked ? 'filters' : null))}
                />
                <span>
                  <span className="facet-name">{name}</span> <span className="facet-count">{count(bucket.count)}</span>
                </span>
              </label>
              <button
                type="button"
                className="exclude-button"
                aria-pressed={mark === 'excludes'}
                aria-label={t('portal.patent.filter.excludeValue', { value: name })}
                onClick={() => marks.onChange(setMark(marks, entry, mark === 'excludes' ? null : 'excludes'))}
              >
                {t('portal.patent.filter.exclude')}
              </button>
            </li>
          );
        })}
      </ul>
      {ordered.length > SHOWN ? (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? t('portal.patent.filter.showFewer')
            : t('portal.patent.filter.showAll', { total: ordered.length })}
        </button>
      ) : null}
      <CustomValue facet={facet} marks={marks} />
    </section>
  );
}
