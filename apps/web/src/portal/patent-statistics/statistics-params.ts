import { DEFAULT_STAT_INDICATOR, STAT_INDICATORS, type StatIndicator } from '@cityip/contracts';
import type { StatQuery } from './statistics.api.js';

/** The page's query from its address (`?indicator=&year=`); anything hand-edited and wrong is dropped. */
export function readStatQuery(params: URLSearchParams): StatQuery {
  const indicator = params.get('indicator');
  const year = Number(params.get('year'));
  return {
    indicator: STAT_INDICATORS.includes(indicator as StatIndicator)
      ? (indicator as StatIndicator)
      : DEFAULT_STAT_INDICATOR,
    year: Number.isInteger(year) && year >= 1985 && year <= 9999 ? year : undefined,
  };
}

/** The address of a query, keeping other parameters (the menu's); the default indicator is left out. */
export function writeStatQuery(query: StatQuery, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('indicator');
  next.delete('year');
  if (query.indicator !== DEFAULT_STAT_INDICATOR) next.set('indicator', query.indicator);
  if (query.year) next.set('year', String(query.year));
  return next;
}

/** The detail page of an indicator in a year. */
export function statDetailHref(query: StatQuery): string {
  const search = new URLSearchParams({
    indicator: query.indicator,
    ...(query.year ? { year: String(query.year) } : {}),
  });
  return `/patentStatistics/detail?${search}`;
}
