import type { CityMap } from '@cityip/contracts';
import { finalExpression } from '../patent-search/expression-state.js';
import {
  EMPTY_SEARCH,
  type FilterEntry,
  type PatentSearchState,
  writeSearchState,
} from '../patent-search/url-state.js';
import { districtName } from './district-names.js';

/**
 * The patent search of a district, or of one applicant's patents in it, as the search page's own
 * filters (its 区域 DI and 申请人 PA values), so the page shows them as chosen filters the user
 * can remove one by one, rather than as an expression to edit.
 */
function districtSearch(district: string, applicant?: string): PatentSearchState {
  const filters: FilterEntry[] = [{ label: 'district', value: district, custom: false }];
  if (applicant) filters.push({ label: 'applicant', value: applicant, custom: false });
  return { ...EMPTY_SEARCH, filters };
}

/**
 * The address of the patent search of a district by its Chinese name (what `DI=` takes):
 * `/patentSearch?filter=district:云湖区`, with `&filter=applicant:…` for one applicant's patents.
 */
export function districtPatentSearchHref(district: string, applicant?: string): string {
  return `/patentSearch?${writeSearchState(districtSearch(district, applicant))}`;
}

/** The same address for a district of the map by its code (a click on the drawing names the code). */
export function mapDistrictSearchHref(map: CityMap, code: string): string {
  return districtPatentSearchHref(districtName(map, code, false));
}

/** The expression the search runs for a district's patents: `DI=(云湖区)`. */
export function districtExpression(district: string): string {
  return finalExpression(districtSearch(district));
}
