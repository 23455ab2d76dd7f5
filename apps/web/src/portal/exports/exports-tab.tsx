import './exports.css';
import { EXPORT_KEEP_DAYS, type ExportJob, formatTime, MAX_EXPORT_ROWS } from '@cityip/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, listTableProps } from '../../admin/layout/admin-list-page.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../../admin/shared/row-actions.js';
import { useShowFailure } from '../../admin/shared/use-show-failure.js';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { ExportJobState, useExportSummary } from './export-job-state.js';
import { downloadExport, isActive, useDeleteExport, useExportJobs } from './exports.api.js';

/**
 * `/frontAccountInfo?tab=exports`: the account's background exports with their progress (polled
 * while one runs), the download of finished files while they are kept, and delete (which cancels
 * one in progress); above them, what the daily quota leaves today.
 */
export function ExportsTab() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const summary = useExportSummary();
  const jobs = useExportJobs();
  const remove = useDeleteExport();
  const showFailure = useShowFailure();
  const data = jobs.data;

  const columns: TableColumnsType<ExportJob> = [
    { key: 'createdAt', title: t('portal.exports.field.createdAt'), render: (_, job) => formatTime(job.createdAt) },
    {
      key: 'query',
      title: t('portal.exports.field.query'),
      ellipsis: true,
      render: (_, job) => job.q || t('portal.exports.allPatents'),
    },
    { key: 'rows', title: t('portal.exports.field.rows'), render: (_, job) => summary(job) },
    { key: 'status', title: t('portal.exports.field.status'), render: (_, job) => <ExportJobState job={job} /> },
    {
      key: 'expiresAt',
      title: t('portal.exports.field.expiresAt'),
      render: (_, job) => (job.status === 'done' ? formatTime(job.expiresAt) : ''),
    },
    {
      key: 'actions',
      title: t('portal.exports.field.actions'),
      render: (_, job) => {
        const created = formatTime(job.createdAt);
        return (
          <RowActions>
            {job.status === 'done' ? (
              <RowActionButton
                label={t('portal.exports.downloadLabel', { created })}
                onClick={() => void downloadExport(job).catch(showFailure)}
              >
                {t('portal.exports.download')}
              </RowActionButton>
            ) : null}
            <ConfirmDeleteButton
              id={job.id}
              remove={remove}
              text={t('portal.exports.delete')}
              label={t('portal.exports.deleteLabel', { created })}
              title={t(isActive(job.status) ? 'portal.exports.cancelTitle' : 'portal.exports.deleteTitle')}
              okText={t('portal.exports.delete')}
              cancelText={t('common.cancel')}
              deletedText={t('success.exportDeleted')}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <div className="account-tab exports-tab">
      <p className="account-note">
        {t('portal.exports.intro', { max: format.number(MAX_EXPORT_ROWS), days: EXPORT_KEEP_DAYS })}
      </p>
      <p className="account-note">
        <Link to="/patentSearch">{t('portal.exports.toSearch')}</Link>
      </p>
      {data ? (
        <p className="account-note">
          {t('portal.exports.quota', {
            remaining: format.number(data.remainingToday),
            daily: format.number(data.dailyRows),
          })}
        </p>
      ) : null}
      <LoadFailedAlert query={jobs} fallback={t('selfService.loadFailed')} />
      <Table<ExportJob>
        {...listTableProps(jobs, data?.items ?? [])}
        // Polling refetches every few seconds while a job runs: only the first load shows as loading.
        loading={jobs.isPending && jobs.isFetching}
        pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: labelledPagerItem }}
        columns={columns}
      />
    </div>
  );
}
