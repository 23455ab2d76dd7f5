import { Button, Tabs } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvancedBuilder } from './advanced-builder.js';
import { ExpressionEditor } from './expression-editor.js';
import { SearchBox } from './search-box.js';
import { useExpressionValidator } from './use-expression-check.js';

/** Advanced search: the builder writes into the raw editor, which is what is searched. */
function AdvancedSearch({ initial, onSearch }: { initial: string; onSearch: (expression: string) => void }) {
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

type Mode = 'simple' | 'advanced';

/**
 * Simple and advanced search of the main expression. The forms are keyed by the searched
 * expression, so back/forward shows that search's text again; the chosen mode stays.
 */
export function SearchForm({ main, onSearch }: { main: string; onSearch: (expression: string) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('simple');
  return (
    <Tabs
      className="patent-search-modes"
      activeKey={mode}
      onChange={(key) => setMode(key as Mode)}
      items={[
        {
          key: 'simple',
          label: t('portal.patent.mode.simple'),
          children: <SearchBox key={main} initial={main} onSearch={onSearch} />,
        },
        {
          key: 'advanced',
          label: t('portal.patent.mode.advanced'),
          children: <AdvancedSearch key={main} initial={main} onSearch={onSearch} />,
        },
      ]}
    />
  );
}
