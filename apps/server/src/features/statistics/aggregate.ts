import {
  STAT_INDICATOR_SPECS,
  type StatDistrictValue,
  type StatIndicator,
  type StatMonthPoint,
  type StatTrendPoint,
  type StatValue,
} from '@cityip/contracts';

/**
 * How stored figures combine into what the front pages show (pure, no I/O).
 *
 * A scope is a district code, or null for a city-wide row. Within one scope and year a figure is
 * either one whole-year row or monthly rows (the service never lets both exist). A year's value:
 * the whole-year row; or the months' sum (flows) / the last month's level (stocks), covering the
 * year through its last reported month. Year-on-year compares the same months: through month 10
 * of this year against months 1–10 of last year, never against last year's full total.
 *
 * The city: for additive indicators the districts' figures summed (each district compared with
 * its own last year); for ratios the city-wide row alone, since a ratio's districts do not add up.
 */

/** One stored figure, as the aggregation needs it. */
export interface FigurePoint {
  indicator: StatIndicator;
  district: string | null;
  year: number;
  month: number | null;
  value: number;
}

interface ScopeYear {
  yearly?: number;
  months: Map<number, number>;
}

/** A year's value of one scope and the last month it covers. */
interface Covered {
  value: number;
  throughMonth: number;
}

/** Rounds away float noise from sums of figures kept to 0.01. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Year-on-year change as a fraction; null without a comparable, non-zero base. */
export function yearOnYear(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return (value - previous) / previous;
}

/** The figures of one indicator, indexed by scope and year, with the combining rules above. */
export class IndicatorSeries {
  readonly indicator: StatIndicator;
  private readonly additive: boolean;
  private readonly stock: boolean;
  private readonly byScope = new Map<string | null, Map<number, ScopeYear>>();

  constructor(indicator: StatIndicator, points: Iterable<FigurePoint>) {
    this.indicator = indicator;
    const rules = STAT_INDICATOR_SPECS[indicator];
    this.additive = rules.additive;
    this.stock = rules.measure === 'stock';
    for (const point of points) {
      if (point.indicator !== indicator) continue;
      let years = this.byScope.get(point.district);
      if (!years) {
        years = new Map();
        this.byScope.set(point.district, years);
      }
      let entry = years.get(point.year);
      if (!entry) {
        entry = { months: new Map() };
        years.set(point.year, entry);
      }
      if (point.month === null) entry.yearly = point.value;
      else entry.months.set(point.month, point.value);
    }
  }

  /** The district codes with figures (city-wide rows left out), in first-seen order. */
  districts(): string[] {
    return [...this.byScope.keys()].filter((scope): scope is string => scope !== null);
  }

  /** Years with a figure for the city, oldest first. */
  years(): number[] {
    const scopes = this.additive ? this.districts() : [null];
    const years = new Set<number>();
    for (const scope of scopes) for (const year of this.byScope.get(scope)?.keys() ?? []) years.add(year);
    return [...years].sort((a, b) => a - b);
  }

  private entry(scope: string | null, year: number): ScopeYear | undefined {
    return this.byScope.get(scope)?.get(year);
  }

  /** One scope's year: its value and how far into the year it reaches. */
  private scopeYear(scope: string | null, year: number): Covered | null {
    const entry = this.entry(scope, year);
    if (!entry) return null;
    if (entry.yearly !== undefined) return { value: entry.yearly, throughMonth: 12 };
    if (entry.months.size === 0) return null;
    const last = Math.max(...entry.months.keys());
    const value = this.stock ? (entry.months.get(last) ?? 0) : sum(entry.months.values());
    return { value: round2(value), throughMonth: last };
  }

  /** One scope's value over months 1..`throughMonth` of `year`; null when the year does not cover them comparably. */
  private scopeThrough(scope: string | null, year: number, throughMonth: number): number | null {
    const entry = this.entry(scope, year);
    if (!entry) return null;
    if (entry.yearly !== undefined) return throughMonth === 12 ? entry.yearly : null;
    if (entry.months.size === 0 || Math.max(...entry.months.keys()) < throughMonth) return null;
    if (this.stock) return entry.months.get(throughMonth) ?? null;
    return round2(sum([...entry.months].filter(([month]) => month <= throughMonth).map(([, value]) => value)));
  }

  private compared(scope: string | null, year: number): StatValue | null {
    const current = this.scopeYear(scope, year);
    if (!current) return null;
    const previous = this.scopeThrough(scope, year - 1, current.throughMonth);
    return { ...current, previous, change: yearOnYear(current.value, previous) };
  }

  /** A district's figure in `year` against the same months of the year before. */
  districtYear(district: string, year: number): StatValue | null {
    return this.compared(district, year);
  }

  /** The city's figure in `year`: the districts' sum (additive) or the city-wide row (ratios). */
  cityYear(year: number): StatValue | null {
    if (!this.additive) return this.compared(null, year);
    const parts = this.districts()
      .map((district) => this.compared(district, year))
      .filter((part): part is StatValue => part !== null);
    if (parts.length === 0) return null;
    const value = round2(sum(parts.map((part) => part.value)));
    const comparable = parts.every((part) => part.previous !== null);
    const previous = comparable ? round2(sum(parts.map((part) => part.previous ?? 0))) : null;
    return {
      value,
      throughMonth: Math.max(...parts.map((part) => part.throughMonth)),
      previous,
      change: yearOnYear(value, previous),
    };
  }

  /** The city's figure for every year with one, oldest first. */
  trend(): StatTrendPoint[] {
    return this.years().flatMap((year) => {
      const figure = this.cityYear(year);
      return figure ? [{ year, ...figure }] : [];
    });
  }

  /**
   * The districts by their figure in `year`, largest first (ties share a rank and keep the
   * city profile's order, given as `districtOrder`).
   */
  ranking(year: number, districtOrder: readonly string[] = []): StatDistrictValue[] {
    const order = (district: string) => {
      const index = districtOrder.indexOf(district);
      return index === -1 ? districtOrder.length : index;
    };
    const city = this.additive ? this.cityYear(year) : null;
    const rows = this.districts()
      .map((district) => ({ district, figure: this.districtYear(district, year) }))
      .filter((row): row is { district: string; figure: StatValue } => row.figure !== null)
      .sort((a, b) => b.figure.value - a.figure.value || order(a.district) - order(b.district));
    // Competition ranking (1, 2, 2, 4): a tie shares the rank of the first of its kind.
    let rank = 0;
    return rows.map((row, index) => {
      if (index === 0 || rows[index - 1]?.figure.value !== row.figure.value) rank = index + 1;
      const share = city && city.value > 0 ? row.figure.value / city.value : null;
      return { district: row.district, ...row.figure, rank, share };
    });
  }

  /** The city's value in each reported month of `year`, with the same month a year before. */
  monthly(year: number): StatMonthPoint[] {
    const scopes = this.additive ? this.districts() : [null];
    const monthValue = (y: number, month: number): number | null => {
      let total: number | null = null;
      for (const scope of scopes) {
        const value = this.entry(scope, y)?.months.get(month);
        if (value !== undefined) total = (total ?? 0) + value;
      }
      return total === null ? null : round2(total);
    };
    const points: StatMonthPoint[] = [];
    for (let month = 1; month <= 12; month++) {
      const value = monthValue(year, month);
      if (value !== null) points.push({ month, value, previous: monthValue(year - 1, month) });
    }
    return points;
  }

  /**
   * Every district's figure per year and the city's (first row, `district` null), aligned with
   * `years`; districts in `districtOrder`, then any others.
   */
  table(years: readonly number[], districtOrder: readonly string[]) {
    const present = new Set(this.districts());
    const districts = [
      ...districtOrder.filter((district) => present.has(district)),
      ...this.districts().filter((district) => !districtOrder.includes(district)),
    ];
    return {
      years: [...years],
      rows: [
        { district: null, values: years.map((year) => this.cityYear(year)?.value ?? null) },
        ...districts.map((district) => ({
          district,
          values: years.map((year) => this.scopeYear(district, year)?.value ?? null),
        })),
      ],
    };
  }
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
