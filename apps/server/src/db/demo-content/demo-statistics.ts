import { type CityProfile, currentStatMonth, STAT_INDICATOR_SPECS, type StatIndicator } from '@cityip/contracts';
import type { Config } from '../../config.js';
import { Random } from '../../features/patents/corpus/generate/prng.js';
import type { NewStatFigureRow } from '../../features/statistics/statistics.tables.js';
import { statFigures } from '../../features/statistics/statistics.tables.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-statistics-v1';
/** Complete years of demo figures, ending last year; the current year follows up to last month. */
const YEARS = 10;
/** The last complete years (and the current one) come by month; earlier years as whole years. */
const MONTHLY_YEARS = 3;

/**
 * The city's yearly figure of each additive indicator, `k` years after the first demo year
 * (k = 9 is last year, k = 10 this year's projection). Shapes follow the national pattern of the
 * decade: invention patents and PCT rising steadily, utility models and trademark filings peaking
 * around 2021 and easing since, pledge financing growing fast.
 */
const growth = (last: number, rate: number) => (k: number) => last * rate ** (k - 9);
const shaped = (last: number, path: readonly number[]) => (k: number) =>
  last * (path[Math.min(k, path.length - 1)] ?? 1) * (k > 9 ? 1.02 : 1);
const CITY_TOTALS: Record<
  Exclude<StatIndicator, 'highValuePer10k' | 'geographicalIndications'>,
  (k: number) => number
> = {
  inventionApplications: growth(30_500, 1.11),
  inventionGrants: growth(9_200, 1.14),
  utilityApplications: shaped(61_000, [0.55, 0.63, 0.74, 0.85, 0.98, 1.22, 1.15, 1.08, 1.03, 1]),
  utilityGrants: shaped(52_000, [0.45, 0.53, 0.63, 0.76, 0.93, 1.2, 1.18, 1.1, 1.04, 1]),
  designApplications: growth(26_000, 1.06),
  designGrants: growth(21_500, 1.06),
  validInventionPatents: growth(63_000, 1.13),
  pctApplications: growth(1_480, 1.1),
  trademarkApplications: shaped(118_000, [0.5, 0.64, 0.87, 0.99, 1.14, 1.26, 1.11, 1, 0.98, 1]),
  trademarkRegistrations: shaped(93_000, [0.31, 0.43, 0.64, 0.91, 1, 1.1, 1.08, 0.92, 0.95, 1]),
  validTrademarks: growth(948_000, 1.12),
  pledgeFinancing: growth(136, 1.18),
};

/** Share of the valid invention patents that count as high-value, rising with the decade's policy. */
const highValueShare = (k: number) => 0.27 + 0.014 * k;

/** Applications and grants dip around the Spring Festival and peak in December. */
const SEASON = [0.07, 0.05, 0.085, 0.08, 0.08, 0.085, 0.085, 0.08, 0.085, 0.085, 0.09, 0.125];

interface DistrictModel {
  code: string;
  /** Share of the city's economy. */
  weight: number;
  /** Residents in the first demo year; growing about 1% a year. */
  population: number;
}

function districtModels(profile: CityProfile): DistrictModel[] {
  // The first districts of the profile are the older, larger ones: a gently falling size curve.
  const raw = profile.districts.map((district, index) => {
    const random = new Random('demo-statistics-district', district.code);
    return {
      code: district.code,
      weight: (0.75 + 0.5 * random.next()) / (index + 1) ** 0.55,
      population: Math.round(380_000 + 900_000 * random.next()),
    };
  });
  const total = raw.reduce((sum, district) => sum + district.weight, 0);
  return raw.map((district) => ({ ...district, weight: district.weight / total }));
}

/** A district's share of one indicator: its economy's share, tilted per indicator, normalised. */
function indicatorShares(districts: readonly DistrictModel[], indicator: StatIndicator): Map<string, number> {
  const tilted = districts.map((d) => [d.code, d.weight * (0.8 + 0.4 * new Random(indicator, d.code).next())] as const);
  const total = tilted.reduce((sum, [, weight]) => sum + weight, 0);
  return new Map(tilted.map(([code, weight]) => [code, weight / total]));
}

/** The rows of one district's year: one whole-year row, or a row per month up to `throughMonth`. */
function yearRows(
  indicator: StatIndicator,
  district: string | null,
  year: number,
  monthly: boolean,
  throughMonth: number,
  values: { annual: number; previousEnd: number },
  random: Random,
): NewStatFigureRow[] {
  const { decimals, measure } = STAT_INDICATOR_SPECS[indicator];
  const round = (value: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
  if (!monthly) return [{ indicator, district, year, month: null, value: round(values.annual) }];
  return Array.from({ length: throughMonth }, (_, index) => {
    const month = index + 1;
    const noise = 1 + (random.next() - 0.5) * 0.1;
    const value =
      measure === 'flow'
        ? values.annual * (SEASON[index] ?? 1 / 12) * noise
        : month === 12
          ? values.annual
          : values.previousEnd + (values.annual - values.previousEnd) * (month / 12) * (1 + (noise - 1) / 5);
    return { indicator, district, year, month, value: round(Math.max(0, value)) };
  });
}

/**
 * Ten complete years of the demo city's figures by district, and the current year up to last
 * month. Deterministic for a given city profile and month. The city's additive figures are the
 * districts' sums (nothing city-wide is stored for them); the per-10,000-people ratio is stored
 * for every district and for the city, each computed from high-value patents and residents, so
 * the city's ratio is the population-weighted mean of the districts'.
 */
export function demoStatistics(profile: CityProfile, now: Date = new Date()): NewStatFigureRow[] {
  const current = currentStatMonth(now);
  const firstYear = current.year - YEARS;
  const districts = districtModels(profile);
  const rows: NewStatFigureRow[] = [];
  // Years k = 0..9 are complete; k = 10 (this year) only runs to last month, if any has ended.
  const spans = Array.from({ length: YEARS + 1 }, (_, k) => ({ k, year: firstYear + k })).filter(
    ({ k }) => k < YEARS || current.month > 1,
  );

  for (const [name, cityTotal] of Object.entries(CITY_TOTALS) as [keyof typeof CITY_TOTALS, (k: number) => number][]) {
    const shares = indicatorShares(districts, name);
    for (const district of districts) {
      const random = new Random('demo-statistics', name, district.code);
      const drift = 0.97 + 0.06 * random.next();
      const annual = (k: number) => cityTotal(k) * (shares.get(district.code) ?? 0) * drift ** (k - 9);
      for (const { k, year } of spans) {
        const monthly = k >= YEARS - MONTHLY_YEARS;
        const throughMonth = k < YEARS ? 12 : current.month - 1;
        const noise = 1 + (random.next() - 0.5) * 0.06;
        const values = { annual: annual(k) * noise, previousEnd: annual(k - 1) };
        rows.push(...yearRows(name, district.code, year, monthly, throughMonth, values, random));
      }
    }
  }

  // High-value invention patents per 10,000 residents: district and city ratios from one count.
  for (let k = 0; k < YEARS; k++) {
    const valid = CITY_TOTALS.validInventionPatents(k);
    const shares = indicatorShares(districts, 'validInventionPatents');
    let highValue = 0;
    let residents = 0;
    for (const district of districts) {
      const count = Math.round(valid * (shares.get(district.code) ?? 0) * highValueShare(k));
      const population = Math.round(district.population * 1.01 ** k);
      highValue += count;
      residents += population;
      const value = Math.round((count / population) * 1_000_000) / 100;
      rows.push({ indicator: 'highValuePer10k', district: district.code, year: firstYear + k, month: null, value });
    }
    const value = Math.round((highValue / residents) * 1_000_000) / 100;
    rows.push({ indicator: 'highValuePer10k', district: null, year: firstYear + k, month: null, value });
  }

  // Geographical indications: each registered once, in a district and a year, counted from then on.
  const random = new Random('demo-statistics', 'geographicalIndications');
  const registrations = Array.from({ length: 6 + districts.length }, (_, index) => ({
    district: random.weighted(districts.map((d) => [d.code, d.weight] as const)),
    // Five existed before the first demo year; the rest came about one a year.
    k: index < 5 ? -1 : random.int(0, YEARS - 1),
  }));
  for (const district of districts) {
    for (let k = 0; k < YEARS; k++) {
      const value = registrations.filter((r) => r.district === district.code && r.k <= k).length;
      rows.push({
        indicator: 'geographicalIndications',
        district: district.code,
        year: firstYear + k,
        month: null,
        value,
      });
    }
  }
  return rows;
}

/**
 * Loads the demo figures once per database (a seed mark, as for the demo content), so figures
 * staff later correct or delete stay as they left them. Returns whether it loaded.
 */
export async function seedDemoStatistics(db: Db, config: Config): Promise<boolean> {
  // One transaction: a failed start leaves neither figures nor the mark, and the next one tries again.
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const rows = demoStatistics(config.cityProfile);
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(statFigures).values(rows.slice(start, start + 1000));
    }
    return true;
  });
}
