import { type ApplicationEvent, formatZonedTime, statusLabelKey } from '@cityip/contracts';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';

/** Timeline dot colours: the applicant's steps blue, progress green, a return orange, a refusal red. */
const COLORS: Partial<Record<ApplicationEvent['action'], string>> = {
  return: 'orange',
  reject: 'red',
  complete: 'green',
  accept: 'green',
  start: 'green',
};

/** An application's history, oldest first: each step, when (city time), who, and the comment. */
export function StatusTimeline({ events }: { events: readonly ApplicationEvent[] }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  return (
    <Timeline
      className="application-timeline"
      items={events.map((event) => ({
        key: event.id,
        color: COLORS[event.action] ?? 'blue',
        content: (
          <div className="timeline-event">
            <div className="timeline-event-title">
              <strong>{t(`applications.event.${event.action}`)}</strong>
              {event.action !== 'assign' && <span> → {t(statusLabelKey(event.to))}</span>}
            </div>
            <div className="timeline-event-meta">
              <time dateTime={event.at}>{formatZonedTime(event.at, timeZone)}</time>
              <span>
                {event.actor.staff
                  ? t('applications.event.byStaff')
                  : (event.actor.name ?? t('applications.event.byApplicant'))}
              </span>
            </div>
            {event.comment && (
              <p className="timeline-event-comment">
                {t('applications.event.comment')}
                {event.comment}
              </p>
            )}
          </div>
        ),
      }))}
    />
  );
}
