import { Alert, Flex, type TableProps, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';

interface AdminListPageProps {
  /** The heading's element id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** The page's buttons beside the heading (add, import, links to related screens), wrapping when narrow. */
  actions?: ReactNode;
  /** Extra style of the heading row, e.g. a gap above a table that has no filters. */
  headerStyle?: CSSProperties;
  children: ReactNode;
}

/** A back-office list screen: a section labelled by its heading, with the page's buttons beside it. */
export function AdminListPage({ titleId, title, actions, headerStyle, children }: AdminListPageProps) {
  return (
    <section aria-labelledby={titleId}>
      <Flex justify="space-between" align="center" wrap gap={12} style={headerStyle}>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </section>
  );
}

/** What a list's data query tells its screen (a react-query result fits). */
export interface ListQueryState<D> {
  data: D | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
}

/** Why a list could not be loaded, as an alert; nothing while it loads or loaded. */
export function LoadFailedAlert({ query, fallback }: { query: ListQueryState<unknown>; fallback: string }) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return <Alert type="error" showIcon role="alert" title={requestErrorText(query.error, t) ?? fallback} />;
}

/**
 * The table props every list shares: rows by id, the query's rows and loading state, horizontal
 * scrolling on narrow screens, and the empty state once loaded (a blank while the first load runs).
 */
export function listTableProps<Row>(
  query: ListQueryState<unknown>,
  rows: readonly Row[],
): Pick<TableProps<Row>, 'rowKey' | 'dataSource' | 'loading' | 'scroll' | 'locale'> {
  return {
    rowKey: 'id',
    dataSource: rows,
    loading: query.isFetching,
    scroll: { x: 'max-content' },
    locale: { emptyText: query.isPending ? ' ' : <EmptyState /> },
  };
}
