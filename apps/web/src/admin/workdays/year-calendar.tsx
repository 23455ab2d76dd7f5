import { addDays, WEEKDAYS, type WorkdayEntry, weekdayOf } from '@cityip/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './workdays.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The weeks of a month, Monday first: each a row of seven dates or blanks. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const cells: (string | null)[] = Array(WEEKDAYS.indexOf(weekdayOf(first))).fill(null);
  for (let date = first; date.startsWith(first.slice(0, 8)); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** One day: its number and, for an entry, its kind in a word (休/班) and its name for screen readers. */
function DayCell({ date, entry }: { date: string; entry: WorkdayEntry | undefined }) {
  const { t } = useTranslation();
  const weekday = weekdayOf(date);
  const weekend = weekday === 'sat' || weekday === 'sun';
  const state = entry?.kind ?? (weekend ? 'weekend' : 'weekday');
  return (
    <td className={`workday-cell workday-cell-${state}`} title={entry?.name || undefined}>
      <span className="workday-cell-day">{Number(date.slice(8))}</span>
      {entry && <span className="workday-cell-mark">{t(`workdays.kindShort.${entry.kind}`)}</span>}
      {entry?.name && <span className="visually-hidden">{entry.name}</span>}
    </td>
  );
}

/**
 * A year month by month, each month a table with the week's days as columns: holidays and adjusted
 * working days carry their kind in text (休 / 班), not in colour alone.
 */
export function YearCalendar({ year, entries }: { year: number; entries: readonly WorkdayEntry[] }) {
  const { t } = useTranslation();
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  return (
    <>
      <Typography.Paragraph type="secondary">{t('workdays.legend')}</Typography.Paragraph>
      <div className="workday-months">
        {MONTHS.map((month) => (
          <table key={month} className="workday-month">
            <caption>{t('workdays.month', { year, month })}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col">
                    {t(`columnGate.weekday.${weekday}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, index) =>
                    date ? (
                      <DayCell key={date} date={date} entry={byDate.get(date)} />
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the 1st and after the last day have only their place
                      <td key={`blank-${index}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </>
  );
}
