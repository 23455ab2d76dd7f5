import type { ApplicationKindKey, ApplicationSummary } from '@cityip/contracts';
import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { serverPagination } from '../layout/server-paging.js';
import { nextQueryFromTable } from '../layout/table-query.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { applicationColumns } from './application-columns.js';
import { ApplicationFilterForm } from './application-filters.js';
import { useKindName } from './application-labels.js';
import {
  type ApplicationFilters,
  type ApplicationListState,
  DEFAULT_APPLICATION_QUERY,
  exportApplications,
  useApplicationList,
} from './applications.api.js';

interface ApplicationBoardProps {
  /** The kinds this list shows (and the server authorises it by). */
  kinds: readonly ApplicationKindKey[];
  /** Unique on the page: names the filter form and its fields. */
  name: string;
  /** Opens the detail of the application with this id. */
  onOpen: (id: string) => void;
}

/** One application list: filters, export of the filtered list, and the sorted, paged table. */
export function ApplicationBoard({ kinds, name, onOpen }: ApplicationBoardProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const timeZone = useCityTimeZone();
  const showFailure = useShowFailure();
  const [query, setQuery] = useState<ApplicationListState>(DEFAULT_APPLICATION_QUERY);
  const [exporting, setExporting] = useState(false);
  const list = useApplicationList(kinds, query);

  // A new search replaces every filter but keeps the order and page size.
  const search = (filters: ApplicationFilters) =>
    setQuery(({ sortField, sortOrder, pageSize }) => ({ ...filters, sortField, sortOrder, pageSize, page: 1 }));

  const exportList = async () => {
    setExporting(true);
    try {
      await exportApplications(kinds, query);
    } catch (error) {
      showFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginTop: 16 }}>
        <ApplicationFilterForm name={name} kinds={kinds} onSearch={search} />
        <Button loading={exporting} onClick={exportList}>
          {t('applicationAdmin.export')}
        </Button>
      </Flex>
      <LoadFailedAlert query={list} fallback={t('applicationAdmin.loadFailed')} />
      <Table<ApplicationSummary>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={applicationColumns({ t, sort: query, showKind: kinds.length > 1, kindName, timeZone, onOpen })}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('applicationAdmin.total', { total }))}
        onChange={(pagination, _filters, sorter) =>
          setQuery((current) => nextQueryFromTable(current, DEFAULT_APPLICATION_QUERY, pagination, sorter))
        }
      />
    </>
  );
}
