import './applications.css';
import { type ApplicationKindKey, type ApplicationSummary, formatZonedTime } from '@cityip/contracts';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { ApplicationStatusTag } from '../../components/application-status-tag.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { EmptyState } from '../../components/empty-state.js';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { ApplicationDetailDrawer } from './application-detail.js';
import { useMyApplications } from './applications.api.js';
import { kindName } from './kind-text.js';

interface MyApplicationsProps {
  /** Only these kinds (the pre-examination page lists the requests); all by default. */
  kinds?: readonly ApplicationKindKey[];
}

/**
 * The signed-in user's applications: receipt number, kind, subject, state, submitted and updated
 * times; "details" opens the status timeline, the data and, for a returned one, the correction form.
 * Renders nothing for a visitor. The caller gives it a heading.
 */
export function MyApplications({ kinds }: MyApplicationsProps) {
  const { t, i18n } = useTranslation();
  const signedIn = isUserSession(useSession());
  const timeZone = useCityTimeZone();
  const mine = useMyApplications(kinds, signedIn);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!signedIn) return null;

  const time = (iso: string) => formatZonedTime(iso, timeZone);
  const columns: TableColumnsType<ApplicationSummary> = [
    { key: 'receiptNo', dataIndex: 'receiptNo', title: t('applications.mine.receiptNo') },
    {
      key: 'kind',
      title: t('applications.mine.kind'),
      render: (_, row) => kindName(row.kind, i18n.language),
    },
    { key: 'title', dataIndex: 'title', title: t('applications.mine.subject'), ellipsis: true },
    {
      key: 'status',
      title: t('applications.mine.status'),
      render: (_, row) => <ApplicationStatusTag status={row.status} />,
    },
    { key: 'submittedAt', title: t('applications.mine.submittedAt'), render: (_, row) => time(row.submittedAt) },
    { key: 'updatedAt', title: t('applications.mine.updatedAt'), render: (_, row) => time(row.updatedAt) },
    {
      key: 'actions',
      title: t('applications.mine.actions'),
      render: (_, row) => {
        const action = row.status === 'returned' ? 'correct' : 'view';
        return (
          <Button
            type="link"
            size="small"
            onClick={() => setOpenId(row.id)}
            // The name starts with the visible word, as speech control needs (WCAG 2.5.3).
            aria-label={t(`applications.mine.${action}Label`, { receiptNo: row.receiptNo })}
          >
            {t(`applications.mine.${action}`)}
          </Button>
        );
      },
    },
  ];

  if (mine.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={requestErrorText(mine.error, t) ?? t('applications.mine.loadFailed')}
        action={
          <Button size="small" onClick={() => void mine.refetch()}>
            {t('applications.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Table<ApplicationSummary>
        className="my-applications"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={mine.data ?? []}
        loading={mine.isPending}
        pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: labelledPagerItem }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={t('applications.mine.empty')} /> }}
      />
      <ApplicationDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
