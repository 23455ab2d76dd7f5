import './event-history.css';
import { formatTime } from '@cityip/contracts';
import { useId } from 'react';

/** One step of a record's history as the server lists it (a demand's, a question's). */
export interface HistoryStep {
  id: string;
  at: string;
  actorName?: string | null;
  /** Whom the step handed the record to (a forwarded question). */
  handlerName?: string | null;
  /** The reason or note given with the step. */
  note?: string | null;
  /** A staff edit: field name → [before, after]. */
  changes?: Record<string, [unknown, unknown]> | null;
}

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join('、') : value === null || value === undefined ? '—' : String(value);

/**
 * A record's history, newest first: what was done, when, by whom, to whom, the note and each
 * field a staff edit changed. `actionText` and `fieldText` name steps and fields in the reader's
 * language; nothing is shown for a record without history.
 */
export function EventHistory({
  title,
  steps,
  actionText,
  fieldText,
}: {
  title: string;
  steps: readonly (HistoryStep & { action: string })[];
  actionText: (action: string) => string;
  fieldText: (field: string) => string;
}) {
  const titleId = useId();
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="event-history">
      <h3 id={titleId}>{title}</h3>
      <ol>
        {steps.map((step) => (
          <li key={step.id}>
            <strong>{actionText(step.action)}</strong> <time dateTime={step.at}>{formatTime(step.at)}</time>
            {step.actorName ? <span> · {step.actorName}</span> : null}
            {step.handlerName ? <span> → {step.handlerName}</span> : null}
            {step.note ? <p className="event-history-note">{step.note}</p> : null}
            {step.changes ? (
              <ul className="event-history-changes">
                {Object.entries(step.changes).map(([field, [before, after]]) => (
                  <li key={field}>
                    {fieldText(field)}：{shown(before)} → {shown(after)}
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
