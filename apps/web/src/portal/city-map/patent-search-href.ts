import { filterItemExpression } from '@cityip/patent-query';

/**
 * The patent search of one district: `/patentSearch?q=DI=(云湖区)`, the search expression in the
 * address as the search page reads it (its `q`), the name quoted when the language needs it.
 */
export function districtPatentSearchHref(districtName: string): string {
  const expression = filterItemExpression({ name: 'DI', values: [districtName], customValues: [], custom: false });
  return expression ? `/patentSearch?${new URLSearchParams({ q: expression })}` : '/patentSearch';
}
