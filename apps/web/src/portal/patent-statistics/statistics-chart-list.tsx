import '../patent-search/patent-search.css';
import { LineChart } from 'echarts/charts';
import { ChartCard } from '../patent-search/chart-card.js';
import { echarts } from '../patent-search/echarts-setup.js';
import type { StatChart } from './statistics-charts.js';

// The shared setup draws bars and rings; trends and months also need lines. Registering is idempotent.
echarts.use([LineChart]);

/**
 * Statistics charts, each with its data table and PNG download (the patent analysis's chart card).
 * Loaded on demand: this module pulls in ECharts.
 */
export function StatisticsChartList({ charts }: { charts: readonly StatChart[] }) {
  return (
    <div className="statistics-charts">
      {charts.map((chart) => (
        <ChartCard key={chart.key} title={chart.title} option={chart.option} table={chart.table} />
      ))}
    </div>
  );
}

export default StatisticsChartList;
