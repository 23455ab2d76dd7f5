import type {
  StatComposition,
  StatDistrictValue,
  StatIndicator,
  StatMonthPoint,
  StatTrendPoint,
} from '@cityip/contracts';
import type { ChartTable } from '../patent-search/chart-card.js';
import type { EChartsOption } from '../patent-search/echarts-setup.js';
import type { StatFormat } from './use-stat-format.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One chart of a statistics page: its key, title, drawing and the data table behind it. */
export interface StatChart {
  key: string;
  title: string;
  option: EChartsOption;
  table: ChartTable;
}

// Patterns on top of colours (ECharts aria decals), so series differ without colour vision.
const ARIA = { enabled: true, decal: { show: true } };
const GRID = { left: 8, right: 8, bottom: 8, top: 40, containLabel: true };

/** A year on an axis or in a table; a year under way says how far it reaches. */
function yearLabel(point: StatTrendPoint, format: StatFormat): string {
  return point.throughMonth >= 12 ? String(point.year) : format.coverage(point.year, point.throughMonth);
}

/** The city's figure per year as bars, with the year-on-year change as a line on its own axis. */
export function trendChart(
  indicator: StatIndicator,
  trend: readonly StatTrendPoint[],
  format: StatFormat,
  t: Translate,
): StatChart {
  const name = format.indicator(indicator);
  const unit = format.unit(indicator);
  const labels = trend.map((point) => yearLabel(point, format));
  return {
    key: 'trend',
    title: t('portal.statistics.chart.trend', { indicator: name }),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: GRID,
      xAxis: { type: 'category', data: labels },
      yAxis: [
        { type: 'value', name: unit },
        { type: 'value', name: t('portal.statistics.column.change'), axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        { type: 'bar', name, barMaxWidth: 36, data: trend.map((point) => point.value) },
        {
          type: 'line',
          name: t('portal.statistics.column.change'),
          yAxisIndex: 1,
          data: trend.map((point) => (point.change === null ? null : Math.round(point.change * 1000) / 10)),
        },
      ],
    },
    table: {
      headers: [
        t('portal.statistics.column.year'),
        t('portal.statistics.column.value', { unit }),
        t('portal.statistics.column.change'),
      ],
      rows: trend.map((point, index) => [
        labels[index] ?? String(point.year),
        format.value(indicator, point.value),
        format.change(point.change),
      ]),
    },
  };
}

/** The districts by the indicator's figure in the year, largest at the top. */
export function rankingChart(
  indicator: StatIndicator,
  ranking: readonly StatDistrictValue[],
  period: string,
  format: StatFormat,
  t: Translate,
): StatChart {
  const name = format.indicator(indicator);
  const unit = format.unit(indicator);
  // A horizontal bar chart lists categories from the bottom up.
  const ordered = [...ranking].reverse();
  const withShare = ranking.some((row) => row.share !== null);
  return {
    key: 'ranking',
    title: t('portal.statistics.chart.ranking', { indicator: name, period }),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { ...GRID, right: 24, top: 8 },
      xAxis: { type: 'value', name: unit },
      yAxis: { type: 'category', data: ordered.map((row) => format.district(row.district)) },
      series: [{ type: 'bar', name, barMaxWidth: 24, data: ordered.map((row) => row.value) }],
    },
    table: {
      headers: [
        t('portal.statistics.column.district'),
        t('portal.statistics.column.rank'),
        t('portal.statistics.column.value', { unit }),
        t('portal.statistics.column.change'),
        ...(withShare ? [t('portal.statistics.column.share')] : []),
      ],
      rows: ranking.map((row) => [
        format.district(row.district),
        String(row.rank),
        format.value(indicator, row.value),
        format.change(row.change),
        ...(withShare ? [row.share === null ? '—' : format.share(row.share)] : []),
      ]),
    },
  };
}

/** The parts of a whole (applications or grants by patent type) as a ring. */
export function compositionChart(
  composition: StatComposition,
  period: string,
  format: StatFormat,
  t: Translate,
): StatChart {
  const parts = composition.parts.filter((part) => part.value !== null);
  const total = parts.reduce((sum, part) => sum + (part.value ?? 0), 0);
  const unit = composition.parts[0] ? format.unit(composition.parts[0].indicator) : '';
  return {
    key: `composition-${composition.key}`,
    title: t(`portal.statistics.chart.${composition.key}`, { period }),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '62%'],
          data: parts.map((part) => ({ name: format.indicator(part.indicator), value: part.value })),
        },
      ],
    },
    table: {
      headers: [
        t('portal.statistics.column.indicator'),
        t('portal.statistics.column.value', { unit }),
        t('portal.statistics.column.proportion'),
      ],
      rows: parts.map((part) => [
        format.indicator(part.indicator),
        format.value(part.indicator, part.value ?? 0),
        format.share(total ? (part.value ?? 0) / total : 0),
      ]),
    },
  };
}

/** The city's months of the year as bars, the same months a year before as a line. */
export function monthlyChart(
  indicator: StatIndicator,
  year: number,
  monthly: readonly StatMonthPoint[],
  format: StatFormat,
  t: Translate,
): StatChart {
  const unit = format.unit(indicator);
  const months = monthly.map((point) => t('portal.statistics.monthName', { month: point.month }));
  const thisYear = t('portal.statistics.series.year', { year });
  const lastYear = t('portal.statistics.series.year', { year: year - 1 });
  return {
    key: 'monthly',
    title: t('portal.statistics.chart.monthly', { indicator: format.indicator(indicator), year }),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: GRID,
      xAxis: { type: 'category', data: months },
      yAxis: { type: 'value', name: unit },
      series: [
        { type: 'bar', name: thisYear, barMaxWidth: 28, data: monthly.map((point) => point.value) },
        { type: 'line', name: lastYear, data: monthly.map((point) => point.previous) },
      ],
    },
    table: {
      headers: [
        t('portal.statistics.column.month'),
        t('portal.statistics.column.value', { unit }),
        t('portal.statistics.column.previous'),
        t('portal.statistics.column.change'),
      ],
      rows: monthly.map((point, index) => [
        months[index] ?? String(point.month),
        format.value(indicator, point.value),
        point.previous === null ? '—' : format.value(indicator, point.previous),
        format.change(point.previous ? (point.value - point.previous) / point.previous : null),
      ]),
    },
  };
}
