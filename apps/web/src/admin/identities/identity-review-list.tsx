import type { IdentityListItem, IdentityListQuery } from '@cityip/contracts';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { useIdentityList } from './identities.api.js';
import { identityColumns } from './identity-columns.js';
import { IdentityDetailDrawer } from './identity-detail-drawer.js';
import { IdentityFilters, type IdentityFilterValues } from './identity-filters.js';

const FIRST_PAGE: IdentityListQuery = { page: 1, pageSize: 10 };

/**
 * The review of real-name authentications (a tab of `/account/infos`): filters, the submissions
 * with ID numbers and phones masked, and the detail drawer where a reviewer approves or rejects.
 */
export function IdentityReviewList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<IdentityListQuery>(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useIdentityList(query);
  const search = (filters: IdentityFilterValues) => setQuery((current) => ({ ...current, ...filters, page: 1 }));

  return (
    <>
      <IdentityFilters onSearch={search} />
      <LoadFailedAlert query={list} fallback={t('identityReview.loadFailed')} />
      <Table<IdentityListItem>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={identityColumns(t, (row) => setOpenId(row.id))}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('identityReview.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId && <IdentityDetailDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
