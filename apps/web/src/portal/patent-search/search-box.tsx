import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';
import { useTranslation } from 'react-i18next';
import { ExpressionError } from './expression-error.js';
import { useExpressionDraft } from './use-expression-check.js';

/**
 * Simple search: one box for keywords or a whole expression. A malformed expression is shown
 * with its position instead of being sent.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (expression: string) => void }) {
  const { t } = useTranslation();
  const { draft, problem, inputId, errorId, submit, change } = useExpressionDraft(initial, onSearch);
  return (
    <form className="patent-search-box" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.patent.simple.label')}
      </label>
      <div className="patent-search-box-row">
        <input
          id={inputId}
          type="search"
          className="form-control form-control--large"
          value={draft}
          maxLength={MAX_EXPRESSION_LENGTH}
          onChange={(event) => change(event.target.value)}
          placeholder={t('portal.patent.simple.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="form-button form-button--primary form-control--large">
          {t('portal.patent.search.submit')}
        </button>
      </div>
      <div aria-live="polite">
        {problem ? <ExpressionError id={errorId} text={draft.trim()} problem={problem} /> : null}
      </div>
    </form>
  );
}
