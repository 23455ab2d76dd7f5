import type { StationSummary } from '@cityip/contracts';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfigDistrictName } from '../../portal/public-serve/district-label.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, type Paging, serverPagination } from '../layout/server-paging.js';
import { stationColumns } from './station-columns.js';
import { StationFilters, type StationFilterValues } from './station-filters.js';
import { SERVICE_CATALOG_PATH, stationEditHref } from './station-paths.js';
import { useStationList } from './stations.api.js';

type Query = StationFilterValues & Paging;
const FIRST_PAGE: Query = { page: 1, pageSize: 10 };

/** `/system/serviceStationList`: the service outlets, searched and paged on the server. */
export function StationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<Query>(FIRST_PAGE);
  const list = useStationList(query);
  const district = useConfigDistrictName();
  const search = (filters: StationFilterValues) => setQuery({ ...filters, page: 1, pageSize: query.pageSize });

  return (
    <AdminListPage
      titleId="station-list-title"
      title={t('stations.title')}
      actions={
        <>
          <Button onClick={() => navigate(SERVICE_CATALOG_PATH)}>{t('stations.manageServices')}</Button>
          <Button type="primary" onClick={() => navigate(stationEditHref())}>
            {t('stations.add')}
          </Button>
        </>
      }
    >
      <div style={{ marginTop: 16 }}>
        <StationFilters onSearch={search} />
      </div>
      <LoadFailedAlert query={list} fallback={t('stations.loadFailed')} />
      <Table<StationSummary>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={stationColumns(t, district)}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('stations.total', { total }))}
        onChange={(pagination) => setQuery((q) => ({ ...q, ...nextPaging(q, pagination) }))}
      />
    </AdminListPage>
  );
}
