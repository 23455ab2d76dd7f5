import { APPLICATION_KIND_KEYS, type OperationStats, statusLabelKey } from '@cityip/contracts';
import type { StatChart } from '../../portal/patent-statistics/statistics-charts.js';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How the charts name kinds and write numbers in the interface language. */
export interface OperationFormat {
  kind: (kind: (typeof APPLICATION_KIND_KEYS)[number]) => string;
  number: (value: number) => string;
  /** A share in percent (`75.5%`), a dash for none. */
  percent: (value: number | null) => string;
  /** An average in working days (`2.5 working days`), a dash for none. */
  workingDays: (value: number | null) => string;
}

// Patterns on top of colours (ECharts aria decals), so series differ without colour vision.
export const ARIA = { enabled: true, decal: { show: true } };
export const GRID = { left: 8, right: 8, bottom: 8, top: 40, containLabel: true };
/** A time axis of many days shows a zoom-free overview; the labels thin themselves out. */
const DAY_AXIS_LABELS = { hideOverlap: true };

/** Applications per month, one stacked bar segment per kind that had any. */
function byMonthChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const kinds = APPLICATION_KIND_KEYS.filter((kind) => stats.applicationsByMonth.some((row) => row.kind === kind));
  const countOf = (month: string, kind: string) =>
    stats.applicationsByMonth.find((row) => row.month === month && row.kind === kind)?.count ?? 0;
  return {
    key: 'by-month',
    title: t('operationStats.chart.byMonth'),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, type: 'scroll' },
      grid: GRID,
      xAxis: { type: 'category', data: stats.months },
      yAxis: { type: 'value', minInterval: 1 },
      series: kinds.map((kind) => ({
        type: 'bar',
        stack: 'applications',
        name: format.kind(kind),
        barMaxWidth: 36,
        data: stats.months.map((month) => countOf(month, kind)),
      })),
    },
    table: {
      headers: [t('operationStats.column.month'), ...kinds.map(format.kind), t('operationStats.column.total')],
      rows: stats.months.map((month) => {
        const counts = kinds.map((kind) => countOf(month, kind));
        return [month, ...counts.map(format.number), format.number(counts.reduce((sum, n) => sum + n, 0))];
      }),
    },
  };
}

/** The applications of the period by their status now. */
function byStatusChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const labels = stats.statuses.map((row) => t(statusLabelKey(row.status)));
  return {
    key: 'by-status',
    title: t('operationStats.chart.byStatus'),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { ...GRID, top: 16 },
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: t('operationStats.column.count'),
          barMaxWidth: 36,
          data: stats.statuses.map((row) => row.count),
        },
      ],
    },
    table: {
      headers: [t('operationStats.column.status'), t('operationStats.column.count')],
      rows: stats.statuses.map((row, index) => [labels[index] ?? row.status, format.number(row.count)]),
    },
  };
}

/** Patent and policy searches of every day of the period. */
function searchesChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const patent = t('operationStats.series.patent');
  const policy = t('operationStats.series.policy');
  return {
    key: 'searches',
    title: t('operationStats.chart.searches'),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: GRID,
      xAxis: { type: 'category', data: stats.searches.map((d) => d.day), axisLabel: DAY_AXIS_LABELS },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', name: patent, showSymbol: false, data: stats.searches.map((d) => d.patent) },
        { type: 'line', name: policy, showSymbol: false, data: stats.searches.map((d) => d.policy) },
      ],
    },
    table: {
      headers: [t('operationStats.column.day'), patent, policy, t('operationStats.column.total')],
      rows: stats.searches.map((d) => [
        d.day,
        format.number(d.patent),
        format.number(d.policy),
        format.number(d.patent + d.policy),
      ]),
    },
  };
}

/** Several monthly figures of one series of the answer: the first as bars, the others as lines. */
function monthlyChart<K extends string>(
  chart: { key: string; months: readonly string[]; rows: readonly ({ month: string } & Record<K, number>)[] },
  series: readonly { key: K; type: 'bar' | 'line' }[],
  format: OperationFormat,
  t: Translate,
): StatChart {
  const { key: chartKey, months, rows } = chart;
  return {
    key: chartKey,
    title: t(`operationStats.chart.${chartKey}`),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: GRID,
      xAxis: { type: 'category', data: [...months] },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map(({ key, type }) => ({
        type,
        name: t(`operationStats.series.${key}`),
        ...(type === 'bar' ? { barMaxWidth: 36 } : {}),
        data: rows.map((month) => month[key]),
      })),
    },
    table: {
      headers: [t('operationStats.column.month'), ...series.map(({ key }) => t(`operationStats.series.${key}`))],
      rows: rows.map((month) => [month.month, ...series.map(({ key }) => format.number(month[key]))]),
    },
  };
}

/** Registrations as bars, the authentications' submissions and outcomes as lines. */
function accountsChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const series = [
    { key: 'registrations', type: 'bar' },
    { key: 'authSubmitted', type: 'line' },
    { key: 'authApproved', type: 'line' },
    { key: 'authRejected', type: 'line' },
  ] as const;
  return monthlyChart({ key: 'accounts', months: stats.months, rows: stats.accounts }, series, format, t);
}

/** Technology matchmaking: demands published as bars, contacts and matchmaking applications as lines. */
function matchmakingChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const series = [
    { key: 'demandsPublished', type: 'bar' },
    { key: 'contacts', type: 'line' },
    { key: 'matchmakingApplications', type: 'line' },
  ] as const;
  return monthlyChart({ key: 'matchmaking', months: stats.months, rows: stats.matchmaking }, series, format, t);
}

/** Report download requests per month. */
function downloadsChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const name = t('operationStats.series.downloads');
  return {
    key: 'downloads',
    title: t('operationStats.chart.downloads'),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      grid: { ...GRID, top: 16 },
      xAxis: { type: 'category', data: stats.downloads.map((m) => m.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name, barMaxWidth: 36, data: stats.downloads.map((m) => m.downloads) }],
    },
    table: {
      headers: [t('operationStats.column.month'), name],
      rows: stats.downloads.map((m) => [m.month, format.number(m.downloads)]),
    },
  };
}

/** Every chart of the screen, each with the table behind it. */
export function operationCharts(stats: OperationStats, format: OperationFormat, t: Translate): StatChart[] {
  return [
    byMonthChart(stats, format, t),
    byStatusChart(stats, format, t),
    searchesChart(stats, format, t),
    accountsChart(stats, format, t),
    downloadsChart(stats, format, t),
    matchmakingChart(stats, format, t),
  ];
}
