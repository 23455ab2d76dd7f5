import {
  type CityProfile,
  HOME_STAT_INDICATORS,
  STAT_COMPOSITIONS,
  STAT_INDICATORS,
  type StatCompositionKey,
  type StatIndicator,
  type StatIndicatorDetail,
  type StatLatestFigure,
  type StatOverview,
  type StatOverviewQuery,
} from '@cityip/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type FigurePoint, IndicatorSeries } from './aggregate.js';
import { statFigures } from './statistics.tables.js';

/** The figures matching `where`, as the aggregation takes them. */
function loadPoints(db: Db, where: SQL | undefined): Promise<FigurePoint[]> {
  return db
    .select({
      indicator: statFigures.indicator,
      district: statFigures.district,
      year: statFigures.year,
      month: statFigures.month,
      value: statFigures.value,
    })
    .from(statFigures)
    .where(where);
}

/** Years that have any figure, newest first. */
async function yearsWithFigures(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ year: statFigures.year }).from(statFigures).orderBy(desc(statFigures.year));
  return rows.map((row) => row.year);
}

/** The asked year when it has figures, else the newest that has. */
function pickYear(years: readonly number[], asked: number | undefined): number | null {
  if (asked !== undefined && years.includes(asked)) return asked;
  return years[0] ?? null;
}

/** One series per indicator from points of several. */
function seriesByIndicator(points: readonly FigurePoint[]): Map<StatIndicator, IndicatorSeries> {
  return new Map(STAT_INDICATORS.map((indicator) => [indicator, new IndicatorSeries(indicator, points)]));
}

const districtOrder = (profile: CityProfile) => profile.districts.map((district) => district.code);

/**
 * `/patentStatistics`: every indicator's city figure in the year against the year before, the
 * chosen indicator's yearly trend and district ranking, and the patent type compositions.
 */
export async function loadOverview(db: Db, profile: CityProfile, query: StatOverviewQuery): Promise<StatOverview> {
  const years = await yearsWithFigures(db);
  const year = pickYear(years, query.year);
  const [yearPoints, indicatorPoints] = await Promise.all([
    year === null ? [] : loadPoints(db, inArray(statFigures.year, [year, year - 1])),
    loadPoints(db, eq(statFigures.indicator, query.indicator)),
  ]);
  const inYear = seriesByIndicator(yearPoints);
  const series = new IndicatorSeries(query.indicator, indicatorPoints);
  const cityValue = (indicator: StatIndicator) =>
    year === null ? null : (inYear.get(indicator)?.cityYear(year) ?? null);
  return {
    years,
    year,
    indicator: query.indicator,
    headlines: STAT_INDICATORS.map((indicator) => ({ indicator, figure: cityValue(indicator) })),
    trend: series.trend(),
    ranking: year === null ? [] : series.ranking(year, districtOrder(profile)),
    compositions: (Object.keys(STAT_COMPOSITIONS) as StatCompositionKey[]).map((key) => ({
      key,
      parts: STAT_COMPOSITIONS[key].map((indicator) => ({ indicator, value: cityValue(indicator)?.value ?? null })),
    })),
  };
}

/** `/patentStatistics/detail`: one indicator's trend, months, ranking and district-by-year table. */
export async function loadIndicatorDetail(
  db: Db,
  profile: CityProfile,
  query: StatOverviewQuery,
): Promise<StatIndicatorDetail> {
  const series = new IndicatorSeries(query.indicator, await loadPoints(db, eq(statFigures.indicator, query.indicator)));
  const ascending = series.years();
  const years = [...ascending].reverse();
  const year = pickYear(years, query.year);
  return {
    indicator: query.indicator,
    years,
    year,
    figure: year === null ? null : series.cityYear(year),
    trend: series.trend(),
    monthly: year === null ? [] : series.monthly(year),
    ranking: year === null ? [] : series.ranking(year, districtOrder(profile)),
    table: series.table(ascending, districtOrder(profile)),
  };
}

/**
 * The home page's headline figures, each at its own newest year (a ratio published yearly may
 * lag the monthly counts). Only the newest two years of each indicator are read.
 */
export async function loadLatestFigures(db: Db): Promise<StatLatestFigure[]> {
  const indicators = [...HOME_STAT_INDICATORS];
  const newest = sql`(select max(s.year) from ${statFigures} s where s.indicator = ${statFigures.indicator})`;
  const points = await loadPoints(
    db,
    and(inArray(statFigures.indicator, indicators), sql`${statFigures.year} >= ${newest} - 1`),
  );
  return indicators.flatMap((indicator) => {
    const series = new IndicatorSeries(indicator, points);
    const year = series.years().at(-1);
    const figure = year === undefined ? null : series.cityYear(year);
    return year === undefined || !figure ? [] : [{ indicator, year, ...figure }];
  });
}
