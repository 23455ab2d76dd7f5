import type { TablePaginationConfig, TableProps } from 'antd';
import { nextPaging, type Paging } from './server-paging.js';

/** A server-paged list query with a server-side sort. */
export interface SortedQuery<F extends string> extends Paging {
  sortField: F;
  sortOrder: 'ascend' | 'descend';
}

/**
 * The next list query after an antd table change: the clicked column's sort (or the default sort
 * when a column is unsorted), and back to page 1 when the sort or the page size changed.
 */
export function nextQueryFromTable<F extends string, Q extends SortedQuery<F>, Row>(
  query: Q,
  defaults: SortedQuery<F>,
  pagination: TablePaginationConfig,
  sorter: Parameters<NonNullable<TableProps<Row>['onChange']>>[2],
): Q {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const order = single?.order ?? null;
  const sortField = order ? (single?.columnKey as F) : defaults.sortField;
  const sortOrder = order ?? defaults.sortOrder;
  const resorted = sortField !== query.sortField || sortOrder !== query.sortOrder;
  return { ...query, sortField, sortOrder, ...nextPaging(query, pagination, resorted) };
}
