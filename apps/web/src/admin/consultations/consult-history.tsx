import { type ConsultEvent, formatTime } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** A question's history, newest first: what was done, when, by whom, to whom, the note and any wording change. */
export function ConsultHistory({ events }: { events: readonly ConsultEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="consult-history-title" className="consult-history">
      <h3 id="consult-history-title">{t('consultAdmin.history')}</h3>
      <ol>
        {events.map((event) => (
          <li key={event.id}>
            <strong>{t(`consultAdmin.event.${event.action}`)}</strong>{' '}
            <time dateTime={event.at}>{formatTime(event.at)}</time>
            {event.actorName ? <span> · {event.actorName}</span> : null}
            {event.handlerName ? <span> → {event.handlerName}</span> : null}
            {event.note ? <p className="consult-history-note">{event.note}</p> : null}
            {event.changes ? (
              <ul className="consult-history-changes">
                {Object.entries(event.changes).map(([field, [before, after]]) => (
                  <li key={field}>
                    {t(`consultAdmin.field.${field}`)}：{shown(before)} → {shown(after)}
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
