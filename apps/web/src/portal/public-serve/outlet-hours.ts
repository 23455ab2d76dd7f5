import {
  DEFAULT_CITY_TIME_ZONE,
  groupWeeklyHours,
  localTimeAt,
  type OpeningSchedule,
  type OpeningState,
  openingStateAt,
  type StationSummary,
  WEEKDAYS,
  type Weekday,
} from '@cityip/contracts';
import { useEffect, useState } from 'react';
import { dateTimeFormat } from '../../app/intl-formats.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** Whether an outlet is open at `now` on the city's clocks, and when that changes (opening-hours.ts). */
export function outletStateAt(
  outlet: Pick<StationSummary, 'hours' | 'closures'>,
  now: Date,
  timeZone: string,
): OpeningState {
  return openingStateAt(outlet.hours, outlet.closures, now, timeZone);
}

/** The city's time zone from /api/config; outlets' hours are read on its clocks, wherever the visitor is. */
export function useCityTimeZone(): string {
  return useRuntimeConfig()?.timeZone ?? DEFAULT_CITY_TIME_ZONE;
}

/** The current time, renewed every `intervalMs` so "open now" changes while the page stays open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Message keys of the weekdays (`portal.serve.day.mon`). */
export const dayLabel = (day: Weekday) => `portal.serve.day.${day}`;

/** One line of the weekly hours: the days it covers (first and last of a run) and its periods. */
export interface HoursLine {
  from: Weekday;
  to: Weekday;
  periods: string;
}

/** The weekly hours as lines of consecutive days with the same periods ("Mon–Fri 09:00–12:00, 13:30–17:30"). */
export function weeklyHoursLines(schedule: OpeningSchedule, separator: string): HoursLine[] {
  return groupWeeklyHours(schedule.weekly).map((run) => ({
    from: run.days[0] as Weekday,
    to: run.days.at(-1) as Weekday,
    periods: run.intervals.map((interval) => `${interval.start}–${interval.end}`).join(separator),
  }));
}

/** The weekdays without any opening period. */
export function closedDays(schedule: OpeningSchedule): Weekday[] {
  return WEEKDAYS.filter((day) => schedule.weekly[day].length === 0);
}

/** Today's weekday on the city's clocks. */
export function cityWeekday(now: Date, timeZone: string): Weekday {
  return localTimeAt(now, timeZone).weekday;
}

/**
 * When a change of state happens, as the visitor should read it on the city's clocks: the time
 * alone when it is today, otherwise with the weekday and date.
 */
export function formatChange(at: Date, now: Date, timeZone: string, language: string): string {
  const sameDay = localTimeAt(at, timeZone).date === localTimeAt(now, timeZone).date;
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : {
        timeZone,
        month: 'long',
        day: 'numeric',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      };
  return dateTimeFormat(language, options).format(at);
}
