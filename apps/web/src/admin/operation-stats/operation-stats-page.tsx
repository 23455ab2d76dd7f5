import './operation-stats.css';
import { localDateAt, type OperationStats, type OperationStatsQuery, shiftMonth } from '@cityip/contracts';
import { Button, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { retryImport } from '../../routing/lazy-retry.js';
import { AdminListPage, LoadFailedAlert } from '../layout/admin-list-page.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { HeadlineCards } from './headline-cards.js';
import { KindTable } from './kind-table.js';
import { operationCharts } from './operation-charts.js';
import { exportOperationStats, useOperationStats } from './operation-stats.api.js';
import { OverdueTable } from './overdue-table.js';
import { PeriodForm } from './period-form.js';
import { ServiceQualityCards } from './service-quality-cards.js';
import { serviceQualityCharts } from './service-quality-charts.js';
import { useOperationFormat } from './use-operation-format.js';
import { watchChart } from './watch-charts.js';
import { WatchFigures } from './watch-figures.js';

// The charts (and ECharts with them) load after the figures; each has its table and PNG download.
const StatisticsChartList = lazy(() =>
  retryImport(() => import('../../portal/patent-statistics/statistics-chart-list.js')),
);

/** The twelve months up to the current one of the city's calendar. */
function lastTwelveMonths(timeZone: string): OperationStatsQuery {
  const to = localDateAt(new Date(), timeZone).slice(0, 7);
  return { from: shiftMonth(to, -11), to };
}

function Charts({ stats }: { stats: OperationStats }) {
  const { t } = useTranslation();
  const format = useOperationFormat();
  const charts = useMemo(
    () => [
      ...operationCharts(stats, format, t),
      ...serviceQualityCharts(stats, format, t),
      watchChart(stats, format, t),
    ],
    [stats, format, t],
  );
  return (
    <section aria-labelledby="operation-charts-title" className="operation-section operation-charts">
      <h2 id="operation-charts-title">{t('operationStats.charts')}</h2>
      <Suspense fallback={<p>{t('display.loading')}</p>}>
        <StatisticsChartList charts={charts} />
      </Suspense>
    </section>
  );
}

/**
 * `/system/oprationStatistics`: the business of a period of months (the last twelve by default):
 * key figures, public consultation and 好差评 figures, patent alert figures (with "run due alerts
 * now"), charts with their tables, applications by kind, the overdue items, and the export.
 */
export function OperationStatsPage() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const format = useOperationFormat();
  const showFailure = useShowFailure();
  const initial = useMemo(() => lastTwelveMonths(timeZone), [timeZone]);
  const [query, setQuery] = useState(initial);
  const [exporting, setExporting] = useState(false);
  const stats = useOperationStats(query);
  const data = stats.data;

  const exportWorkbook = async () => {
    setExporting(true);
    try {
      await exportOperationStats(query);
    } catch (error) {
      showFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminListPage
      titleId="operation-stats-title"
      title={t('admin.route.systemOperationStatistics')}
      actions={
        <Button loading={exporting} onClick={exportWorkbook}>
          {t('operationStats.export')}
        </Button>
      }
      headerStyle={{ marginBottom: 16 }}
    >
      <PeriodForm initial={initial} onChange={setQuery} />
      <LoadFailedAlert query={stats} fallback={t('operationStats.loadFailed')} />
      {data && (
        <div aria-busy={stats.isFetching}>
          <Typography.Paragraph type="secondary">
            {t('operationStats.periodNote', { from: data.from, to: data.to })}
          </Typography.Paragraph>
          <HeadlineCards headline={data.headline} format={format} />
          <ServiceQualityCards headline={data.headline} format={format} />
          <WatchFigures headline={data.headline} format={format} />
          <Charts stats={data} />
          <KindTable kinds={data.kinds} format={format} />
          <OverdueTable items={data.overdue} total={data.headline.overdue} format={format} />
        </div>
      )}
    </AdminListPage>
  );
}
