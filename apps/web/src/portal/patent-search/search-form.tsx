import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tab-list.js';
import { lazyWithAntd } from '../../routing/antd-route.js';
import { retryImport } from '../../routing/lazy-retry.js';
import { SearchBox } from './search-box.js';

// The builder's fields (date pickers, selects) load, with antd, when someone opens advanced search.
const AdvancedSearch = lazyWithAntd(() =>
  retryImport(() => import('./advanced-search.js')).then((m) => m.AdvancedSearch),
);

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
          children: (
            <Suspense fallback={<p className="patent-muted">{t('common.loading')}</p>}>
              <AdvancedSearch key={main} initial={main} onSearch={onSearch} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
