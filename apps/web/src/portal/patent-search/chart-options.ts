import type { FacetBucket, PatentAnalysis } from '@cityip/contracts';
import { PATENT_TYPES } from '@cityip/patent-query';
import type { ChartTable } from './chart-card.js';
import type { EChartsOption } from './echarts-setup.js';
import type { PatentFormat } from './use-patent-format.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One chart of the analysis tab: its title, drawing and data table. */
export interface AnalysisChart {
  key: string;
  title: string;
  option: EChartsOption;
  table: ChartTable;
}

// Patterns on top of colours (ECharts aria decals), so series differ without colour vision.
const ARIA = { enabled: true, decal: { show: true } };

function yearChart(analysis: PatentAnalysis, format: PatentFormat, t: Translate): AnalysisChart {
  const years = [...new Set(analysis.byYear.map((row) => row.year))].sort((a, b) => a - b);
  const count = (year: number, type: string) =>
    analysis.byYear.find((row) => row.year === year && row.patentType === type)?.count ?? 0;
  const types = PATENT_TYPES.map((type) => ({ code: type.code, name: format.patentType(type.code) }));
  return {
    key: 'year',
    title: t('portal.patent.analysis.byYear'),
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 32, containLabel: true },
      xAxis: { type: 'category', data: years.map(String) },
      yAxis: { type: 'value' },
      series: types.map((type) => ({
        type: 'bar',
        stack: 'total',
        barMaxWidth: 40,
        name: type.name,
        data: years.map((year) => count(year, type.code)),
      })),
    },
    table: {
      headers: [t('portal.patent.analysis.year'), ...types.map((type) => type.name), t('portal.patent.analysis.total')],
      rows: years.map((year) => {
        const counts = types.map((type) => count(year, type.code));
        return [String(year), ...counts.map(format.number), format.number(counts.reduce((a, b) => a + b, 0))];
      }),
    },
  };
}

function shareChart(
  key: string,
  title: string,
  buckets: FacetBucket[],
  name: (v: string) => string,
  format: PatentFormat,
  t: Translate,
): AnalysisChart {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return {
    key,
    title,
    option: {
      aria: ARIA,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: buckets.map((bucket) => ({ name: name(bucket.value), value: bucket.count })),
        },
      ],
    },
    table: {
      headers: [
        t('portal.patent.analysis.category'),
        t('portal.patent.analysis.count'),
        t('portal.patent.analysis.share'),
      ],
      rows: buckets.map((bucket) => [
        name(bucket.value),
        format.number(bucket.count),
        format.percent(total ? bucket.count / total : 0),
      ]),
    },
  };
}

function rankingChart(
  key: string,
  title: string,
  buckets: FacetBucket[],
  name: (v: string) => string,
  format: PatentFormat,
  t: Translate,
): AnalysisChart {
  // Largest at the top: a horizontal bar chart lists categories from the bottom up.
  const ordered = [...buckets].reverse();
  return {
    key,
    title,
    option: {
      aria: ARIA,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, bottom: 8, top: 8, containLabel: true },
      xAxis: { type: 'value' },
      yAxis: {
        type: 'category',
        data: ordered.map((bucket) => name(bucket.value)),
        axisLabel: { width: 160, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 24,
          name: t('portal.patent.analysis.count'),
          data: ordered.map((bucket) => bucket.count),
        },
      ],
    },
    table: {
      headers: [t('portal.patent.analysis.category'), t('portal.patent.analysis.count')],
      rows: buckets.map((bucket) => [name(bucket.value), format.number(bucket.count)]),
    },
  };
}

/** The charts of the analysis tab, in reading order; empty breakdowns are left out. */
export function analysisCharts(analysis: PatentAnalysis, format: PatentFormat, t: Translate): AnalysisChart[] {
  const as = (field: string) => (value: string) => format.value(field, value);
  const plain = (value: string) => value;
  const charts = [
    yearChart(analysis, format, t),
    shareChart('type', t('portal.patent.analysis.byType'), analysis.byType, as('PT'), format, t),
    shareChart('legalStatus', t('portal.patent.analysis.byLegalStatus'), analysis.byLegalStatus, as('LS'), format, t),
    rankingChart('ipcClass', t('portal.patent.analysis.byIpcClass'), analysis.byIpcClass, plain, format, t),
    rankingChart('ipcSubclass', t('portal.patent.analysis.byIpcSubclass'), analysis.byIpcSubclass, plain, format, t),
    rankingChart('applicant', t('portal.patent.analysis.byApplicant'), analysis.byApplicant, plain, format, t),
    rankingChart('district', t('portal.patent.analysis.byDistrict'), analysis.byDistrict, as('DI'), format, t),
    rankingChart('industry', t('portal.patent.analysis.byIndustry'), analysis.byIndustry, as('IND'), format, t),
  ];
  return charts.filter((chart) => chart.table.rows.length > 0);
}
