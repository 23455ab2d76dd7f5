import { formatZonedTime, type NotificationKind, type OutboxJob, type OutboxQuery } from '@cityip/contracts';
import { App, Radio, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useOutboxJobs, useRetryJob } from './notifications.api.js';

type StatusFilter = NonNullable<OutboxQuery['status']> | 'all';
const FILTERS: StatusFilter[] = ['all', 'pending', 'failed'];
const STATUS_COLOURS: Record<OutboxJob['status'], string> = {
  pending: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** "Retry now" of one job; the outcome is announced like a test send's. */
function RetryButton({ kind, job }: { kind: NotificationKind; job: OutboxJob }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const retry = useRetryJob(kind);
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: (result) =>
        result.status === 'sent'
          ? message.success(t('notifications.test.sent'))
          : message.warning(t('notifications.test.queued', { error: result.error ?? '' })),
      onError: showFailure,
    });
  return (
    <RowActionButton
      label={t('notifications.jobs.retryLabel', { recipient: job.recipient })}
      loading={retry.isPending}
      disabled={job.status === 'sending'}
      onClick={onRetry}
    >
      {t('notifications.jobs.retry')}
    </RowActionButton>
  );
}

/**
 * The channel's messages not delivered: waiting for their next attempt, or given up after the
 * last one; each can be retried now. Phone numbers arrive masked from the server.
 */
export function OutboxJobs({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const jobs = useOutboxJobs(kind, { ...paging, status: status === 'all' ? undefined : status });
  const titleId = `${kind}-jobs-title`;

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 32 }}>
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16 }}>
        {t('notifications.jobs.title')}
      </Typography.Title>
      <Radio.Group
        aria-label={t('notifications.jobs.filter')}
        optionType="button"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as StatusFilter);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        options={FILTERS.map((value) => ({ value, label: t(`notifications.jobs.filter.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      <LoadFailedAlert query={jobs} fallback={t('notifications.jobs.loadFailed')} />
      <Table<OutboxJob>
        {...listTableProps(jobs, jobs.data?.items ?? [])}
        pagination={serverPagination(paging, jobs.data?.total ?? 0, (total) =>
          t('notifications.jobs.total', { total }),
        )}
        onChange={(pagination) => setPaging(nextPaging(paging, pagination))}
        columns={[
          {
            title: t('notifications.jobs.time'),
            key: 'time',
            render: (_, job) => formatZonedTime(job.createdAt, timeZone),
          },
          { title: t('notifications.jobs.recipient'), key: 'recipient', dataIndex: 'recipient' },
          {
            title: t('notifications.jobs.event'),
            key: 'event',
            render: (_, job) => t(`notifications.event.${job.event}`),
          },
          ...(kind === 'mail'
            ? [{ title: t('notifications.jobs.subject'), key: 'subject', dataIndex: 'subject' as const }]
            : []),
          { title: t('notifications.jobs.attempts'), key: 'attempts', dataIndex: 'attempts' },
          {
            title: t('notifications.jobs.nextAttempt'),
            key: 'next',
            render: (_, job) => (job.status === 'failed' ? '—' : formatZonedTime(job.nextAttemptAt, timeZone)),
          },
          {
            title: t('notifications.jobs.lastError'),
            key: 'error',
            render: (_, job) => (
              <Typography.Text type="danger" style={{ maxWidth: 320, display: 'inline-block' }}>
                {job.lastError ?? ''}
              </Typography.Text>
            ),
          },
          {
            title: t('notifications.jobs.status'),
            key: 'status',
            render: (_, job) => (
              <Tag color={STATUS_COLOURS[job.status]}>{t(`notifications.jobs.status.${job.status}`)}</Tag>
            ),
          },
          {
            title: t('notifications.jobs.actions'),
            key: 'actions',
            render: (_, job) => <RetryButton kind={kind} job={job} />,
          },
        ]}
      />
    </section>
  );
}
