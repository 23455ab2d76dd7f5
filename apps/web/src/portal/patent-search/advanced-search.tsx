import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvancedBuilder } from './advanced-builder.js';
import { ExpressionEditor } from './expression-editor.js';
import { useExpressionValidator } from './use-expression-check.js';

/** Advanced search: the builder writes into the raw editor, which is what is searched. */
export function AdvancedSearch({ initial, onSearch }: { initial: string; onSearch: (expression: string) => void }) {
  const { t } = useTranslation();
  const validate = useExpressionValidator();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expression = draft.trim();
    // The editor already shows the problem; a malformed expression is simply not sent.
    if (!validate(expression)) onSearch(expression);
  };
  return (
    <form className="patent-advanced" onSubmit={submit}>
      <AdvancedBuilder onWrite={setDraft} />
      <ExpressionEditor value={draft} onChange={setDraft} />
      <div className="patent-advanced-actions">
        <Button type="primary" htmlType="submit">
          {t('portal.patent.search.submit')}
        </Button>
        <Button onClick={() => setDraft('')}>{t('portal.patent.expression.clear')}</Button>
      </div>
    </form>
  );
}
