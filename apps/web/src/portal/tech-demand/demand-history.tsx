import type { DemandStatus, TechDemandEvent } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EventHistory } from '../../components/event-history.js';

/** antd colours of the states, as for applications: waiting blue, on the site green, refused red. */
const STATUS_COLORS: Record<DemandStatus, string> = {
  draft: 'default',
  pending: 'blue',
  published: 'success',
  rejected: 'error',
  withdrawn: 'default',
  takenDown: 'warning',
};

/** A demand's state as a coloured tag (the company's list and the review queue). */
export function DemandStatusTag({ status }: { status: DemandStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`techDemand.status.${status}`)}</Tag>;
}

/** A demand's history, newest first: what was done, when, why, by whom (staff only) and what changed. */
export function DemandHistory({ events }: { events: readonly TechDemandEvent[] }) {
  const { t } = useTranslation();
  return (
    <EventHistory
      title={t('techDemand.history')}
      steps={events.map((event) => ({ ...event, note: event.reason }))}
      actionText={(action) => t(`techDemand.event.${action}`)}
      fieldText={(field) => t(`techDemand.field.${field}`)}
    />
  );
}
