import { MAX_EXPRESSION_LENGTH } from '@cityip/patent-query';
import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpressionError } from './expression-error.js';
import { FieldHelp } from './field-help.js';
import { useExpressionCheck } from './use-expression-check.js';

/**
 * The raw expression editor: checked with the parser as the user types (after a pause); a problem
 * marks the field invalid, describes it with the message and is announced politely.
 */
export function ExpressionEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const problem = useExpressionCheck(value);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="expression-editor">
      <div className="expression-editor-label">
        <label htmlFor={inputId}>{t('portal.patent.expression.label')}</label>
        <FieldHelp />
      </div>
      <Input.TextArea
        id={inputId}
        className="expression-editor-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={MAX_EXPRESSION_LENGTH}
        spellCheck={false}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        placeholder={t('portal.patent.expression.placeholder')}
      />
      <p id={hintId} className="patent-muted">
        {t('portal.patent.expression.hint')}
      </p>
      <div aria-live="polite">{problem ? <ExpressionError id={errorId} text={value} problem={problem} /> : null}</div>
    </div>
  );
}
