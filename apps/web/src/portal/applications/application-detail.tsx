import { type ApplicationDetail, type ApplicationSummary, formatZonedTime } from '@cityip/contracts';
import { Alert, App, Button, Descriptions } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag } from '../../components/application-status-tag.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { QueryView } from '../content/query-view.js';
import { ServiceRating } from '../evaluations/service-rating.js';
import { ApplicationDataView } from './application-data-view.js';
import { ApplicationFormBody } from './application-form-body.js';
import { resubmitApplication, useMyApplication, useRefreshApplications } from './applications.api.js';
import { toFormValues } from './form-values.js';
import { kindName } from './kind-text.js';
import { StatusTimeline } from './status-timeline.js';

/** The staff's comment that put the application in its current state (the reason of a return or refusal). */
function latestComment(detail: ApplicationDetail): string {
  return detail.history.findLast((event) => event.to === detail.status)?.comment ?? '';
}

/** A returned application: the reason, and the form with the data as sent, to correct and send again. */
function Correction({ detail, onSent }: { detail: ApplicationDetail; onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const sent = (_: ApplicationSummary) => {
    message.success(t('applications.detail.resubmitted'));
    setEditing(false);
    onSent();
  };
  return (
    <section className="application-correction" aria-labelledby={`correction-${detail.id}`}>
      <Alert
        type="warning"
        showIcon
        title={<span id={`correction-${detail.id}`}>{t('applications.detail.returned')}</span>}
        description={latestComment(detail) || t('applications.detail.noComment')}
        action={
          !editing && (
            <Button size="small" type="primary" onClick={() => setEditing(true)}>
              {t('applications.detail.correct')}
            </Button>
          )
        }
      />
      {editing && (
        <ApplicationFormBody
          kind={detail.kind}
          initialValues={toFormValues(detail.kind, detail.data, detail.attachments)}
          send={(data) => resubmitApplication(detail.id, data)}
          onSent={sent}
          drafts={false}
          signedIn
          submitText={t('applications.detail.resubmit')}
        />
      )}
    </section>
  );
}

function DetailView({ detail }: { detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const refresh = useRefreshApplications();
  const rejectedReason = detail.status === 'rejected' ? latestComment(detail) : '';
  return (
    <div className="application-detail">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'receiptNo', label: t('applications.mine.receiptNo'), children: detail.receiptNo },
          { key: 'kind', label: t('applications.mine.kind'), children: kindName(detail.kind, i18n.language) },
          {
            key: 'status',
            label: t('applications.mine.status'),
            children: <ApplicationStatusTag status={detail.status} />,
          },
          {
            key: 'submittedAt',
            label: t('applications.mine.submittedAt'),
            children: formatZonedTime(detail.submittedAt, timeZone),
          },
        ]}
      />
      {detail.status === 'returned' && <Correction detail={detail} onSent={() => void refresh()} />}
      {rejectedReason && (
        <Alert type="error" showIcon title={t('applications.detail.rejected')} description={rejectedReason} />
      )}
      {detail.status === 'completed' && <ServiceRating target="application" targetId={detail.id} />}
      <h3>{t('applications.detail.history')}</h3>
      <StatusTimeline events={detail.history} />
      <h3>{t('applications.detail.data')}</h3>
      <ApplicationDataView detail={detail} />
    </div>
  );
}

/** One of the user's applications in a drawer: state, return reason and correction, timeline, data. */
export function ApplicationDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useMyApplication(id);
  const titleId = useId();
  return (
    <ReturnFocusDrawer
      open={id !== null}
      onClose={onClose}
      destroyOnHidden
      size="large"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="application-drawer-title">
          {detail.data
            ? t('applications.detail.title', { receiptNo: detail.data.receiptNo })
            : t('applications.detail.loading')}
        </h2>
      }
      closable={{ 'aria-label': t('applications.close') }}
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <QueryView query={detail}>{(data) => <DetailView detail={data} />}</QueryView>
    </ReturnFocusDrawer>
  );
}
