import { type OperationStats, percentOf } from '@cityip/contracts';
import type { StatChart } from '../../portal/patent-statistics/statistics-charts.js';
import { ARIA, GRID, type OperationFormat, type Translate } from './operation-charts.js';

/** Monthly series drawn from `rows`: the first as bars, the others as lines. */
function series<T>(rows: readonly T[], parts: readonly { name: string; value: (row: T) => number }[]) {
  return parts.map((part, index) => ({
    type: index === 0 ? ('bar' as const) : ('line' as const),
    name: part.name,
    ...(index === 0 ? { barMaxWidth: 36 } : {}),
    data: rows.map(part.value),
  }));
}

/** A monthly chart of counts whose table adds the rates and averages the lines leave out. */
export function qualityChart<T extends { month: string }>(
  key: string,
  title: string,
  rows: readonly T[],
  drawn: readonly { name: string; value: (row: T) => number }[],
  table: { headers: readonly string[]; row: (row: T) => string[] },
  t: Translate,
): StatChart {
  return {
    key,
    title,
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: GRID,
      xAxis: { type: 'category', data: rows.map((row) => row.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: series(rows, drawn),
    },
    table: {
      headers: [t('operationStats.column.month'), ...table.headers],
      rows: rows.map((row) => [row.month, ...table.row(row)]),
    },
  };
}

/** Questions received as bars, replied and replied on time as lines; the table adds the rate and average. */
function consultationsChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const name = (key: string) => t(`operationStats.quality.${key}`);
  return qualityChart(
    'consultations',
    t('operationStats.chart.consultations'),
    stats.consultations,
    [
      { name: name('consultReceived'), value: (m) => m.received },
      { name: name('consultReplied'), value: (m) => m.replied },
      { name: name('consultRepliedOnTime'), value: (m) => m.repliedOnTime },
    ],
    {
      headers: [
        name('consultReceived'),
        name('consultReplied'),
        name('consultRepliedOnTime'),
        name('consultOnTimeRate'),
        name('consultAverageDays'),
      ],
      row: (m) => [
        format.number(m.received),
        format.number(m.replied),
        format.number(m.repliedOnTime),
        format.percent(percentOf(m.repliedOnTime, m.replied)),
        format.workingDays(m.averageWorkingDays),
      ],
    },
    t,
  );
}

/** Reviews as bars, satisfied, bad and rectified as lines; the table adds the rates and follow-ups. */
function evaluationsChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const name = (key: string) => t(`operationStats.quality.${key}`);
  return qualityChart(
    'evaluations',
    t('operationStats.chart.evaluations'),
    stats.evaluations,
    [
      { name: name('reviews'), value: (m) => m.reviews },
      { name: name('satisfied'), value: (m) => m.satisfied },
      { name: name('badReviews'), value: (m) => m.badReviews },
      { name: name('rectificationsAnswered'), value: (m) => m.rectificationsAnswered },
    ],
    {
      headers: [
        name('reviews'),
        name('satisfied'),
        name('satisfiedRate'),
        name('badReviews'),
        name('rectificationsAnswered'),
        name('followUps'),
        name('followUpResolvedRate'),
      ],
      row: (m) => [
        format.number(m.reviews),
        format.number(m.satisfied),
        format.percent(percentOf(m.satisfied, m.reviews)),
        format.number(m.badReviews),
        format.number(m.rectificationsAnswered),
        format.number(m.followUps),
        format.percent(percentOf(m.followUpsResolved, m.followUps)),
      ],
    },
    t,
  );
}

/** The consultation and 好差评 charts of the screen, each with the table behind it. */
export function serviceQualityCharts(stats: OperationStats, format: OperationFormat, t: Translate): StatChart[] {
  return [consultationsChart(stats, format, t), evaluationsChart(stats, format, t)];
}
