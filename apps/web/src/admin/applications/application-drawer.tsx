import { type ApplicationDetail, formatZonedTime, formOf, maskPhone } from '@cityip/contracts';
import { Button, Descriptions, type DescriptionsProps, Flex, Skeleton } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag } from '../../components/application-status-tag.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { ApplicationActions } from './application-actions.js';
import { ApplicationFields } from './application-fields.js';
import { ApplicationHistory } from './application-history.js';
import { OverdueTag, useKindName } from './application-labels.js';
import { useApplication } from './applications.api.js';
import { AssigneeSelect } from './assignee-select.js';

/** A titled part of the detail, labelled by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <h3 id={id} style={{ fontSize: 16, margin: '0 0 12px' }}>
        {title}
      </h3>
      {children}
    </section>
  );
}

interface DetailProps {
  application: ApplicationDetail;
  /** Shows another application (a pre-examination request's filing) in the drawer. */
  onOpen: (id: string) => void;
}

/** The application's facts, its handling (actions, assignee), the applicant, the form and the history. */
function ApplicationDetailView({ application, onOpen }: DetailProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const timeZone = useCityTimeZone();
  const id = useId();
  const time = (iso: string | null) => (iso ? formatZonedTime(iso, timeZone) : '—');
  // The applicant's account has no phone: the form's contact number is the one they gave for this case.
  const phoneField = formOf(application.kind).find((field) => field.type === 'phone');
  const phone = phoneField ? application.data[phoneField.name] : null;

  const facts: DescriptionsProps['items'] = [
    { key: 'receiptNo', label: t('applicationAdmin.column.receiptNo'), children: application.receiptNo },
    { key: 'kind', label: t('applicationAdmin.column.kind'), children: kindName(application.kind) },
    ...(application.parentId
      ? [
          {
            key: 'parent',
            label: t('applicationAdmin.detail.parent'),
            children: (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                onClick={() => onOpen(application.parentId ?? '')}
              >
                {t('applicationAdmin.detail.openParent')}
              </Button>
            ),
          },
        ]
      : []),
    {
      key: 'status',
      label: t('applicationAdmin.column.status'),
      children: (
        <Flex gap={4} wrap>
          <ApplicationStatusTag status={application.status} />
          {application.overdue && <OverdueTag />}
        </Flex>
      ),
    },
    { key: 'submittedAt', label: t('applicationAdmin.column.submittedAt'), children: time(application.submittedAt) },
    { key: 'updatedAt', label: t('applicationAdmin.detail.updatedAt'), children: time(application.updatedAt) },
    { key: 'dueAt', label: t('applicationAdmin.column.dueAt'), children: time(application.dueAt) },
    { key: 'completedAt', label: t('applicationAdmin.detail.completedAt'), children: time(application.completedAt) },
  ];
  const applicant: DescriptionsProps['items'] = [
    { key: 'name', label: t('applicationAdmin.detail.applicantName'), children: application.applicant.name },
    { key: 'email', label: t('applicationAdmin.detail.email'), children: application.applicant.email ?? '—' },
    {
      key: 'phone',
      label: t('applicationAdmin.detail.phone'),
      children: typeof phone === 'string' && phone ? maskPhone(phone) : '—',
    },
  ];

  return (
    <>
      <Part id={`${id}-facts`} title={t('applicationAdmin.detail.facts')}>
        <Descriptions size="small" bordered column={1} items={facts} />
      </Part>
      <Part id={`${id}-handling`} title={t('applicationAdmin.detail.handling')}>
        <Flex vertical gap={16}>
          <ApplicationActions application={application} />
          <AssigneeSelect application={application} />
        </Flex>
      </Part>
      <Part id={`${id}-applicant`} title={t('applicationAdmin.detail.applicant')}>
        <Descriptions size="small" bordered column={1} items={applicant} />
      </Part>
      <Part id={`${id}-form`} title={t('applicationAdmin.detail.form')}>
        <ApplicationFields application={application} />
      </Part>
      <Part id={`${id}-history`} title={t('applicationAdmin.detail.history')}>
        <ApplicationHistory history={application.history} />
      </Part>
    </>
  );
}

interface ApplicationDrawerProps {
  id: string;
  onOpen: (id: string) => void;
  onClose: () => void;
}

/** One application in a drawer beside its list; at most the screen's width on narrow screens. */
export function ApplicationDrawer({ id, onOpen, onClose }: ApplicationDrawerProps) {
  const { t } = useTranslation();
  const detail = useApplication(id);
  const titleId = useId();
  return (
    <ReturnFocusDrawer
      open
      onClose={onClose}
      size="min(760px, 100vw)"
      aria-labelledby={titleId}
      closable={{ 'aria-label': t('applicationAdmin.detail.close') }}
      title={
        <h2 id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {detail.data
            ? t('applicationAdmin.detail.titleOf', { receiptNo: detail.data.receiptNo })
            : t('applicationAdmin.detail.title')}
        </h2>
      }
    >
      {detail.isPending && <Skeleton active />}
      <LoadFailedAlert query={detail} fallback={t('applicationAdmin.detail.loadFailed')} />
      {detail.data && <ApplicationDetailView application={detail.data} onOpen={onOpen} />}
    </ReturnFocusDrawer>
  );
}
