import type { OperationStats } from '@cityip/contracts';
import type { StatChart } from '../../portal/patent-statistics/statistics-charts.js';
import type { OperationFormat, Translate } from './operation-charts.js';
import { qualityChart } from './service-quality-charts.js';

/** Patent alerts per month (issue 26): digests mailed as bars, searches saved and unsubscribes as lines. */
export function watchChart(stats: OperationStats, format: OperationFormat, t: Translate): StatChart {
  const name = (key: string) => t(`operationStats.watch.${key}`);
  const parts = [
    { name: name('digests'), value: (m: OperationStats['watch'][number]) => m.digests },
    { name: name('savedSearches'), value: (m: OperationStats['watch'][number]) => m.savedSearches },
    { name: name('unsubscribes'), value: (m: OperationStats['watch'][number]) => m.unsubscribes },
  ];
  return qualityChart(
    'watch',
    t('operationStats.chart.watch'),
    stats.watch,
    parts,
    { headers: parts.map((part) => part.name), row: (m) => parts.map((part) => format.number(part.value(m))) },
    t,
  );
}
