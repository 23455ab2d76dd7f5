import { type DemandStatus, formatTime, type TechDemandEvent } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

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

const shown = (value: unknown) => (Array.isArray(value) ? value.join('、') : value === null ? '—' : String(value));

/** A demand's history, newest first: what was done, when, why, by whom (staff only) and what changed. */
export function DemandHistory({ events }: { events: readonly TechDemandEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="demand-history-title" className="demand-history">
      <h3 id="demand-history-title">{t('techDemand.history')}</h3>
      <ol>
        {events.map((event) => (
          <li key={event.id}>
            <strong>{t(`techDemand.event.${event.action}`)}</strong>{' '}
            <time dateTime={event.at}>{formatTime(event.at)}</time>
            {event.actorName ? <span> · {event.actorName}</span> : null}
            {event.reason ? <p className="demand-history-reason">{event.reason}</p> : null}
            {event.changes ? (
              <ul className="demand-history-changes">
                {Object.entries(event.changes).map(([field, [before, after]]) => (
                  <li key={field}>
                    {t(`techDemand.field.${field}`)}：{shown(before)} → {shown(after)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
