import './patent-search.css';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaPreference } from '../../app/media-preference.js';
import { Tabs } from '../../components/tab-list.js';
import { useOpenedOnce } from '../../components/use-opened-once.js';
import { lazyWithAntd } from '../../routing/antd-route.js';
import { retryImport } from '../../routing/lazy-retry.js';
import { SaveSearchButton } from '../watch/save-search-button.js';
import { AnalysisPanel } from './analysis-panel.js';
import { CompanyPicker } from './company-picker.js';
import { facetExpression, finalExpression } from './expression-state.js';
import { ExpressionSummary } from './expression-summary.js';
import type { FilterMarks } from './filter-marks.js';
import { FilterPanel } from './filter-panel.js';
import { HistoryList } from './history-list.js';
import { ResultsSection } from './results-section.js';
import { searchToSave } from './saved-search-state.js';
import { SearchForm } from './search-form.js';
import { HeadingLevelContext, SectionHeading } from './section-heading.js';
import { type PatentTab, readSearchState } from './url-state.js';
import { usePatentSearchState } from './use-search-state.js';

// The detail drawer loads, with antd, when the first patent is opened, not with the page.
const PatentDrawer = lazyWithAntd(() => retryImport(() => import('./patent-drawer.js')).then((m) => m.PatentDrawer));

/** Below this width the side column would push the results off screen (patent-search.css's one column). */
const ONE_COLUMN = '(max-width: 992px)';

/** The detail drawer of `?id=`, from the first patent opened on. */
function DetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return useOpenedOnce(id !== null) ? (
    <Suspense fallback={null}>
      <PatentDrawer id={id} onClose={onClose} />
    </Suspense>
  ) : null;
}

/**
 * The side column (filters, companies, history); on a phone it folds away behind a button, and
 * its content (the counts and applicants it asks for too) is built when first unfolded, not
 * with the results a phone is waiting for.
 */
function SidePanel({ children, chosen }: { children: ReactNode; chosen: number }) {
  const { t } = useTranslation();
  const folded = useMediaPreference(ONE_COLUMN);
  const [open, setOpen] = useState(false);
  const unfolded = useOpenedOnce(!folded || open);
  const id = useId();
  return (
    <aside className="patent-search-side" aria-label={t('portal.patent.side.label')}>
      {folded ? (
        <button
          type="button"
          className="form-button side-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {t('portal.patent.side.toggle', { chosen })}
        </button>
      ) : null}
      <div id={id} hidden={folded && !open}>
        {unfolded ? children : null}
      </div>
    </aside>
  );
}

/**
 * The whole patent search: simple and advanced search, filters and excludes, company selection,
 * history, results with detail and export, and analysis; all of it kept in the address.
 * `scope` is an expression always ANDed to the user's (a page showing one industry's patents);
 * `headingLevel` is the level of the panel's section headings under the embedding page's own.
 * A search without a scope (the search page's own) can be saved with alerts (features/watch).
 */
export function PatentSearchPanel({ scope, headingLevel = 2 }: { scope?: string; headingLevel?: number }) {
  const { t } = useTranslation();
  const { state, update, hrefOf, searchOf, closeDetail } = usePatentSearchState();
  const formHeadingId = useId();
  const q = finalExpression(state, scope);
  const marks: FilterMarks = {
    filters: state.filters,
    excludes: state.excludes,
    onChange: (next) => update({ ...next, page: 1 }),
  };
  const rerun = (search: string) =>
    update({ ...readSearchState(new URLSearchParams(search)), tab: state.tab, view: state.view });

  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <div className="patent-search">
        <section className="patent-search-top" aria-labelledby={formHeadingId}>
          <SectionHeading id={formHeadingId} className="visually-hidden">
            {t('portal.patent.search.title')}
          </SectionHeading>
          <SearchForm main={state.main} onSearch={(main) => update({ main, second: '', page: 1, id: null })} />
        </section>
        <div className="patent-search-layout">
          <SidePanel chosen={state.filters.length + state.excludes.length + state.companies.length}>
            <FilterPanel q={facetExpression(state, scope)} marks={marks} />
            <CompanyPicker selected={state.companies} onChange={(companies) => update({ companies, page: 1 })} />
            <HistoryList onRun={rerun} />
          </SidePanel>
          <div className="patent-search-main">
            <ExpressionSummary
              expression={q}
              second={state.second}
              onSecond={(second) => update({ second, page: 1 })}
              actions={scope === undefined ? <SaveSearchButton search={searchToSave(state, q)} /> : null}
            />
            <Tabs
              activeKey={state.tab}
              onChange={(tab) => update({ tab: tab as PatentTab })}
              items={[
                {
                  key: 'results',
                  label: t('portal.patent.tab.results'),
                  children: (
                    <ResultsSection
                      q={q}
                      state={state}
                      update={update}
                      detailHref={(id) => hrefOf({ id })}
                      searchOf={searchOf}
                    />
                  ),
                },
                {
                  key: 'analysis',
                  label: t('portal.patent.tab.analysis'),
                  children: <AnalysisPanel q={q} />,
                },
              ]}
            />
          </div>
        </div>
        <DetailDrawer id={state.id} onClose={closeDetail} />
      </div>
    </HeadingLevelContext.Provider>
  );
}
