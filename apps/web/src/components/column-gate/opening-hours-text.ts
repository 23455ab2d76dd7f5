import { groupWeeklyHours, type Weekday, type WeeklySchedule } from '@cityip/contracts';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../app/intl-formats.js';

/** "Mon–Fri 09:00–12:00, 13:30–17:30; Sat 09:00–12:00" in the UI language; '' without hours. */
export function weeklyHoursText(weekly: WeeklySchedule, t: TFunction): string {
  const day = (d: Weekday) => t(`columnGate.weekday.${d}`);
  return groupWeeklyHours(weekly)
    .map((run) => {
      const first = run.days[0] as Weekday;
      const last = run.days[run.days.length - 1] as Weekday;
      const days = first === last ? day(first) : t('columnGate.dayRange', { from: day(first), to: day(last) });
      const hours = run.intervals.map((i) => `${i.start}–${i.end}`).join(t('columnGate.listSeparator'));
      return `${days} ${hours}`;
    })
    .join(t('columnGate.runSeparator'));
}

/** An instant as the city's clocks show it: weekday, date and time, in the UI language. */
export function cityTimeText(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(language, {
    timeZone,
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
