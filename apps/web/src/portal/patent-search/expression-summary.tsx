import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../api/feedback.js';
import { ExpressionError } from './expression-error.js';
import { useExpressionDraft } from './use-expression-check.js';

/** Search within the results: the second expression, ANDed to the rest. */
function SecondSearch({ second, onSecond }: { second: string; onSecond: (second: string) => void }) {
  const { t } = useTranslation();
  const { draft, problem, inputId, errorId, submit, change } = useExpressionDraft(second, onSecond);
  return (
    <form className="second-search" onSubmit={submit}>
      <label htmlFor={inputId}>{t('portal.patent.second.label')}</label>
      <div className="second-search-row">
        <input
          id={inputId}
          type="search"
          className="form-control"
          value={draft}
          maxLength={MAX_EXPRESSION_LENGTH}
          onChange={(event) => change(event.target.value)}
          placeholder={t('portal.patent.second.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="form-button">
          {t('portal.patent.second.submit')}
        </button>
      </div>
      <div aria-live="polite">
        {problem ? <ExpressionError id={errorId} text={draft.trim()} problem={problem} /> : null}
      </div>
    </form>
  );
}

/**
 * The final expression ("检索式"), live as filters change, with search-within-results, a link to
 * share and the embedding page's own `actions` (saving the search).
 */
export function ExpressionSummary({
  expression,
  second,
  onSecond,
  actions,
}: {
  expression: string;
  second: string;
  onSecond: (second: string) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showMessage('success', t('portal.patent.share.copied'));
    } catch {
      showMessage('warning', t('portal.patent.share.failed'));
    }
  };
  return (
    <div className="expression-summary">
      <div className="expression-summary-line">
        <span id={labelId} className="expression-summary-label">
          {t('portal.patent.expression.final')}
        </span>
        <output aria-labelledby={labelId} aria-live="polite" className="expression-summary-text">
          {expression ? <code>{expression}</code> : t('portal.patent.expression.all')}
        </output>
        <button type="button" className="form-button form-button--small" onClick={() => void copyLink()}>
          {t('portal.patent.share.copy')}
        </button>
        {actions}
      </div>
      <SecondSearch key={second} second={second} onSecond={onSecond} />
    </div>
  );
}
