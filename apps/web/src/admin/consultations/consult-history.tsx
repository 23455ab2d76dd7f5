import type { ConsultEvent } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { EventHistory } from '../../components/event-history.js';

/** A question's history, newest first: what was done, when, by whom, to whom, the note and any wording change. */
export function ConsultHistory({ events }: { events: readonly ConsultEvent[] }) {
  const { t } = useTranslation();
  return (
    <EventHistory
      title={t('consultAdmin.history')}
      steps={events}
      actionText={(action) => t(`consultAdmin.event.${action}`)}
      fieldText={(field) => t(`consultAdmin.field.${field}`)}
    />
  );
}
