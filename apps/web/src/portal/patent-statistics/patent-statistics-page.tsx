import './patent-statistics.css';
import { STAT_COMPOSITIONS, type StatOverview } from '@cityip/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { retryImport } from '../../routing/lazy-retry.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { HeadlineFigures } from './headline-figures.js';
import { type StatQuery, useStatOverview } from './statistics.api.js';
import { compositionChart, rankingChart, trendChart } from './statistics-charts.js';
import { StatisticsFilters } from './statistics-filters.js';
import { StatisticsNotes } from './statistics-notes.js';
import { readStatQuery, statDetailHref, writeStatQuery } from './statistics-params.js';
import { useStatFormat } from './use-stat-format.js';

// The charts (and ECharts with them) load after the figures.
const StatisticsChartList = lazy(() => retryImport(() => import('./statistics-chart-list.js')));
// The district map shows the map figures kept in /system/mapStatistics, with its own indicator
// and year (address keys of its own), so it is independent of the filters above it.
const DistrictMapSection = lazy(() =>
  retryImport(() => import('../city-map/district-map-section.js')).then((m) => ({ default: m.DistrictMapSection })),
);

/** The trend and ranking of the chosen indicator, then the patent type compositions of the year. */
function OverviewCharts({ data, year }: { data: StatOverview; year: number }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const charts = useMemo(() => {
    const ranking = data.ranking[0];
    const period = format.coverage(year, ranking?.throughMonth ?? 12);
    return [
      ...(data.trend.length ? [trendChart(data.indicator, data.trend, format, t)] : []),
      ...(data.ranking.length ? [rankingChart(data.indicator, data.ranking, period, format, t)] : []),
      ...data.compositions
        .filter((composition) => composition.parts.some((part) => part.value !== null))
        .map((composition) => {
          const months = STAT_COMPOSITIONS[composition.key].map(
            (indicator) => data.headlines.find((h) => h.indicator === indicator)?.figure?.throughMonth ?? 0,
          );
          return compositionChart(composition, format.coverage(year, Math.max(...months)), format, t);
        }),
    ];
  }, [data, year, format, t]);
  return (
    <section className="stat-charts" aria-labelledby="stat-charts-title">
      <h2 id="stat-charts-title">{t('portal.statistics.charts', { indicator: format.indicator(data.indicator) })}</h2>
      <p className="stat-charts-more">
        <Link to={statDetailHref({ indicator: data.indicator, year })}>
          {t('portal.statistics.openDetail', { indicator: format.indicator(data.indicator) })}
        </Link>
      </p>
      <Suspense fallback={<p className="stat-charts-loading">{t('display.loading')}</p>}>
        <StatisticsChartList charts={charts} />
      </Suspense>
    </section>
  );
}

/**
 * `/patentStatistics`: the city's IP figures of a year (the newest by default) with year-on-year
 * changes, the chosen indicator's trend and district ranking, and the patent type compositions.
 * Year and indicator are in the address, so a view can be shared.
 */
export function PatentStatisticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readStatQuery(params);
  const overview = useStatOverview(query);
  const go = (next: StatQuery) => setParams(writeStatQuery(next, params), { replace: true });
  return (
    <RoutePageFrame>
      <StatisticsFilters
        query={query}
        years={overview.data?.years ?? []}
        year={overview.data?.year ?? null}
        onChange={go}
      />
      <QueryView query={overview} isEmpty={(data) => data.year === null} emptyText={t('portal.statistics.empty')}>
        {(data) =>
          data.year === null ? null : (
            <>
              <StatisticsNotes
                indicator={data.indicator}
                year={data.year}
                throughMonth={Math.max(...data.headlines.map((h) => h.figure?.throughMonth ?? 0))}
              />
              <HeadlineFigures year={data.year} headlines={data.headlines} selected={data.indicator} />
              <Suspense fallback={null}>
                <DistrictMapSection />
              </Suspense>
              <OverviewCharts data={data} year={data.year} />
            </>
          )
        }
      </QueryView>
    </RoutePageFrame>
  );
}
