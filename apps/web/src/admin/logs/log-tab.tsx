import type { LogEntry, LogKind } from '@cityip/contracts';
import { Alert, App, Button, Flex, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { logColumns } from './log-columns.js';
import { LogFilterForm, type LogFilterValues } from './log-filters.js';
import { type ExportFormat, exportLogs, useLogList } from './logs.api.js';

const FIRST_PAGE = { page: 1, pageSize: 10 };

/** One log (login or operation): its filters, export buttons and paginated table. */
export function LogTab({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<LogFilterValues>({});
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const list = useLogList({ kind, ...filters, ...paging });

  const search = (next: LogFilterValues) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportLogs({ kind, ...filters }, format);
    } catch (error) {
      // Null when the HTTP client has already explained a session problem: no second message.
      const text = requestErrorText(error, t);
      if (text) message.error(text);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <LogFilterForm idPrefix={`log-filters-${kind}`} onSearch={search} />
        <Space>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => exportAs(format)}
            >
              {t(`logs.export.${format}`)}
            </Button>
          ))}
        </Space>
      </Flex>
      {list.isError && (
        <Alert type="error" showIcon role="alert" title={requestErrorText(list.error, t) ?? t('logs.loadFailed')} />
      )}
      <Table<LogEntry>
        rowKey="id"
        columns={logColumns(t)}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 1200 }}
        locale={{ emptyText: <EmptyState /> }}
        pagination={serverPagination(paging, list.data?.total ?? 0, (total) => t('logs.total', { total }))}
        onChange={(pagination) => setPaging((current) => nextPaging(current, pagination))}
      />
    </>
  );
}
