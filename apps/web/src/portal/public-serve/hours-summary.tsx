import type { OpeningSchedule } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { closedDays, dayLabel, weeklyHoursLines } from './outlet-hours.js';

/** The weekly hours in a few words: "周一至周五 09:00–12:00、13:30–17:30；周六、周日休息". */
export function HoursSummary({ schedule }: { schedule: OpeningSchedule }) {
  const { t } = useTranslation();
  if (schedule.mode === 'always') return <>{t('portal.serve.alwaysOpen')}</>;
  if (schedule.mode === 'suspended') return <>{t('portal.serve.suspended')}</>;
  const separator = t('portal.serve.periodSeparator');
  const lines = weeklyHoursLines(schedule, separator).map((line) => {
    const days =
      line.from === line.to
        ? t(dayLabel(line.from))
        : t('portal.serve.dayRange', { from: t(dayLabel(line.from)), to: t(dayLabel(line.to)) });
    return `${days} ${line.periods}`;
  });
  const closed = closedDays(schedule);
  if (closed.length > 0 && closed.length < 7) {
    lines.push(t('portal.serve.closedOn', { days: closed.map((day) => t(dayLabel(day))).join(separator) }));
  }
  return <>{lines.length ? lines.join(t('portal.serve.lineSeparator')) : t('portal.serve.noHours')}</>;
}
