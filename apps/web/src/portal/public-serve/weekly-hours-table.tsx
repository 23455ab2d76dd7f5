import { localTimeAt, type Station, WEEKDAYS } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { cityWeekday, dayLabel } from './outlet-hours.js';

/** The outlet's hours day by day, today marked, with the holiday note and the closures ahead. */
export function WeeklyHoursTable({ outlet, now, timeZone }: { outlet: Station; now: Date; timeZone: string }) {
  const { t } = useTranslation();
  const today = cityWeekday(now, timeZone);
  const separator = t('portal.serve.periodSeparator');
  const periods = (day: (typeof WEEKDAYS)[number]) => {
    if (outlet.hours.mode === 'always') return t('portal.serve.alwaysOpen');
    if (outlet.hours.mode === 'suspended') return t('portal.serve.suspended');
    const intervals = outlet.hours.weekly[day];
    return intervals.length
      ? intervals.map((interval) => `${interval.start}–${interval.end}`).join(separator)
      : t('portal.serve.closedDay');
  };
  // Closures are local date-times of the city: compare them with the city's clock.
  const stamp = localTimeAt(now, timeZone).stamp;
  const upcoming = outlet.closures.filter((closure) => closure.end > stamp);
  return (
    <>
      <table className="outlet-hours-table">
        <caption className="visually-hidden">
          {t('portal.serve.weeklyCaption', { name: outlet.name, zone: timeZone })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('portal.serve.day')}</th>
            <th scope="col">{t('portal.serve.periods')}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr
              key={day}
              className={day === today ? 'is-today' : undefined}
              aria-current={day === today ? 'date' : undefined}
            >
              <th scope="row">
                {t(dayLabel(day))}
                {day === today ? <span className="outlet-today">{t('portal.serve.today')}</span> : null}
              </th>
              <td>{periods(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {outlet.hoursNote ? <p className="serve-hint">{outlet.hoursNote}</p> : null}
      {upcoming.length ? (
        <>
          <h4 className="outlet-closures-title">{t('portal.serve.closures')}</h4>
          <ul className="outlet-closures">
            {upcoming.map((closure) => (
              <li key={closure.start}>
                {t('portal.serve.closureRange', {
                  start: closure.start.replace('T', ' '),
                  end: closure.end.replace('T', ' '),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
