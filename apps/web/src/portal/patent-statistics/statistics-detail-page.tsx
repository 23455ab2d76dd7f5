import './patent-statistics.css';
import type { StatIndicatorDetail } from '@cityip/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { retryImport } from '../../routing/lazy-retry.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { IndicatorFigures } from './indicator-figures.js';
import { IndicatorTable } from './indicator-table.js';
import { type StatQuery, useStatDetail } from './statistics.api.js';
import { monthlyChart, rankingChart, trendChart } from './statistics-charts.js';
import { StatisticsFilters } from './statistics-filters.js';
import { StatisticsNotes } from './statistics-notes.js';
import { readStatQuery, writeStatQuery } from './statistics-params.js';
import { useStatFormat } from './use-stat-format.js';

const StatisticsChartList = lazy(() => retryImport(() => import('./statistics-chart-list.js')));

/** The indicator's trend, its months in the year against the year before, and the district ranking. */
function DetailCharts({ data, year }: { data: StatIndicatorDetail; year: number }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const charts = useMemo(() => {
    const period = format.coverage(year, data.figure?.throughMonth ?? 12);
    return [
      ...(data.trend.length ? [trendChart(data.indicator, data.trend, format, t)] : []),
      ...(data.monthly.length ? [monthlyChart(data.indicator, year, data.monthly, format, t)] : []),
      ...(data.ranking.length ? [rankingChart(data.indicator, data.ranking, period, format, t)] : []),
    ];
  }, [data, year, format, t]);
  return (
    <section className="stat-charts" aria-labelledby="stat-detail-charts-title">
      <h2 id="stat-detail-charts-title">{t('portal.statistics.detail.charts')}</h2>
      {data.monthly.length === 0 ? (
        <p className="stat-charts-more">{t('portal.statistics.detail.noMonthly', { year })}</p>
      ) : null}
      <Suspense fallback={<p className="stat-charts-loading">{t('display.loading')}</p>}>
        <StatisticsChartList charts={charts} />
      </Suspense>
    </section>
  );
}

/**
 * `/patentStatistics/detail?indicator=&year=`: one indicator in depth: what it measures, the
 * city's figure, its trend, months and district ranking, and every district's figure per year.
 */
export function StatisticsDetailPage() {
  const { t } = useTranslation();
  const format = useStatFormat();
  const [params, setParams] = useSearchParams();
  const query = readStatQuery(params);
  const detail = useStatDetail(query);
  const go = (next: StatQuery) => setParams(writeStatQuery(next, params), { replace: true });
  const overviewSearch = writeStatQuery(query).toString();
  const overviewHref = `/patentStatistics${overviewSearch ? `?${overviewSearch}` : ''}`;
  return (
    <RoutePageFrame>
      <p className="stat-back">
        <Link to={overviewHref}>{t('portal.statistics.detail.back')}</Link>
      </p>
      <StatisticsFilters
        query={query}
        years={detail.data?.years ?? []}
        year={detail.data?.year ?? null}
        onChange={go}
      />
      <QueryView
        query={detail}
        isEmpty={(data) => data.year === null}
        emptyText={t('portal.statistics.detail.empty', { indicator: format.indicator(query.indicator) })}
      >
        {(data) =>
          data.year === null ? null : (
            <>
              <StatisticsNotes
                indicator={data.indicator}
                year={data.year}
                throughMonth={data.figure?.throughMonth ?? 12}
              />
              <IndicatorFigures data={data} year={data.year} />
              <DetailCharts data={data} year={data.year} />
              <IndicatorTable indicator={data.indicator} table={data.table} trend={data.trend} />
            </>
          )
        }
      </QueryView>
    </RoutePageFrame>
  );
}
