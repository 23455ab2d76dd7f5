import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';
import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpressionError } from './expression-error.js';
import { type ExpressionProblem, useExpressionValidator } from './use-expression-check.js';

/**
 * Simple search: one box for keywords or a whole expression. A malformed expression is shown
 * with its position instead of being sent.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (expression: string) => void }) {
  const { t } = useTranslation();
  const validate = useExpressionValidator();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ExpressionProblem | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expression = draft.trim();
    const found = validate(expression);
    setProblem(found);
    if (!found) onSearch(expression);
  };
  return (
    <form className="patent-search-box" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.patent.simple.label')}
      </label>
      <div className="patent-search-box-row">
        <Input
          id={inputId}
          size="large"
          value={draft}
          maxLength={MAX_EXPRESSION_LENGTH}
          allowClear
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          placeholder={t('portal.patent.simple.placeholder')}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <Button type="primary" size="large" htmlType="submit">
          {t('portal.patent.search.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {problem ? <ExpressionError id={errorId} text={draft.trim()} problem={problem} /> : null}
      </div>
    </form>
  );
}
