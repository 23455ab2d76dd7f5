import { formatTime, type ReportDownload } from '@cityip/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, listTableProps } from '../../../admin/layout/admin-list-page.js';
import { labelledPagerItem } from '../../../components/labelled-controls.js';
import { useReportDownloads } from '../common/accounts.api.js';

/** My report downloads: which navigation reports I downloaded and when; a report still published links to the reports page. */
export function DownloadsTab() {
  const { t } = useTranslation();
  const downloads = useReportDownloads();
  return (
    <div className="account-tab">
      <LoadFailedAlert query={downloads} fallback={t('selfService.loadFailed')} />
      <Table<ReportDownload>
        {...listTableProps(downloads, downloads.data ?? [])}
        pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: labelledPagerItem }}
        columns={[
          {
            key: 'reportTitle',
            title: t('selfService.downloads.report'),
            render: (_: unknown, row: ReportDownload) =>
              row.reportId ? <Link to="/patentWarning">{row.reportTitle}</Link> : row.reportTitle,
          },
          {
            key: 'downloadedAt',
            title: t('selfService.downloads.at'),
            dataIndex: 'downloadedAt',
            render: (value: string) => formatTime(value),
          },
        ]}
      />
    </div>
  );
}
