import type { TablePaginationConfig } from 'antd';
import { labelledPagerItem } from '../../components/labelled-controls.js';

/** Page and size of a list paged on the server. */
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The paging a table change leads to: a new page size, or any other change the caller says
 * reorders the list (`restart`), goes back to page 1 so the user never lands past the end.
 */
export function nextPaging(current: Paging, pagination: TablePaginationConfig, restart = false): Paging {
  const pageSize = pagination.pageSize ?? current.pageSize;
  const back = restart || pageSize !== current.pageSize;
  return { pageSize, page: back ? 1 : (pagination.current ?? current.page) };
}

/** The antd pagination of a server-paged table: the current page, the total and a size changer. */
export function serverPagination(
  paging: Paging,
  total: number,
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    showTotal,
    itemRender: labelledPagerItem,
  };
}
