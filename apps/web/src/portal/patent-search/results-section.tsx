import { useDeferredValue, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { Pager } from '../../components/pager.js';
import { ExportProgress } from '../exports/export-progress.js';
import { ExpressionError } from './expression-error.js';
import { usePatentSearch } from './patent-search.api.js';
import { ResultList } from './result-list.js';
import { ResultTable } from './result-table.js';
import { ResultToolbar } from './result-toolbar.js';
import { recordSearch } from './search-history.js';
import { MAX_PAGE, type PatentSearchState, writeSearchState } from './url-state.js';
import type { ExpressionProblem } from './use-expression-check.js';
import { rememberedView, rememberView, useResultColumns } from './use-result-layout.js';

/** The position data of a 400 answer to a malformed expression, or null for any other failure. */
function expressionProblemOf(error: unknown): ExpressionProblem | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = error.envelope?.data as {
    position?: unknown;
    length?: unknown;
    errors?: { message?: unknown }[];
  } | null;
  if (typeof data?.position !== 'number' || typeof data.length !== 'number') return null;
  const message = data.errors?.[0]?.message;
  return {
    position: data.position,
    length: data.length,
    message: typeof message === 'string' ? message : error.message,
  };
}

/** The results tab: toolbar, list or table, paging; records each search in the tab's history. */
export function ResultsSection({
  q,
  state,
  update,
  detailHref,
  searchOf,
}: {
  q: string;
  state: PatentSearchState;
  update: (patch: Partial<PatentSearchState>) => void;
  detailHref: (id: number) => string;
  /** The search part of the address of the current search with a change applied (the pager's links). */
  searchOf: (patch: Partial<PatentSearchState>) => string;
}) {
  const { t } = useTranslation();
  const search = usePatentSearch({ q, page: state.page, pageSize: state.pageSize, sort: state.sort });
  const [columns, setColumns] = useResultColumns();
  const view = rememberedView(state.view);
  const errorId = useId();
  const data = search.isPlaceholderData ? undefined : search.data;
  // An answer's rows render as a transition, in slices the browser can interrupt: rendered with the
  // answer, twenty rows and their highlights were a task of 15-25 ms (a slow phone's 100-200).
  const result = useDeferredValue(search.data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per answer; the state that asked for it is not a reason to record again.
  useEffect(() => {
    if (!data || !q) return;
    const saved = writeSearchState({ ...state, page: 1, id: null, tab: 'results', view: null });
    recordSearch({ search: saved.toString(), expression: q, total: data.total, at: Date.now() });
  }, [data]);

  if (search.isError) {
    const problem = expressionProblemOf(search.error);
    if (problem) return <ExpressionError id={errorId} text={q} problem={problem} />;
    return (
      <div className="content-error" role="alert">
        <p>{requestErrorText(search.error, t) ?? t('portal.patent.loadFailed')}</p>
        <button type="button" className="form-button" onClick={() => void search.refetch()}>
          {t('portal.content.retry')}
        </button>
      </div>
    );
  }
  if (!result) {
    return (
      <div className="content-loading" role="status" aria-busy="true">
        <span className="loading-spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  return (
    <div aria-busy={search.isFetching || result !== search.data}>
      <ResultToolbar
        q={q}
        total={result.total}
        tookMs={result.tookMs}
        sort={state.sort}
        view={view}
        columns={columns}
        onSort={(sort) => update({ sort, page: 1 })}
        onView={(next) => {
          rememberView(next);
          update({ view: next });
        }}
        onColumns={setColumns}
      />
      <ExportProgress />
      {result.items.length === 0 ? (
        <EmptyState />
      ) : view === 'table' ? (
        <ResultTable
          items={result.items}
          columns={columns}
          detailHref={detailHref}
          caption={t('portal.patent.results.title')}
        />
      ) : (
        <ResultList items={result.items} columns={columns} detailHref={detailHref} />
      )}
      {result.total > state.pageSize ? (
        <Pager
          className="content-pagination"
          page={state.page}
          pageSize={state.pageSize}
          total={Math.min(result.total, MAX_PAGE * state.pageSize)}
          searchOf={(page, pageSize) => searchOf({ page, pageSize })}
        />
      ) : null}
    </div>
  );
}
