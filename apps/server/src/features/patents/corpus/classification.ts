import type { CityProfile } from '@cityip/contracts';

/**
 * Classification codes are kept in one canonical form: compact, upper-case, no version suffix,
 * `G06F17/30` (as CNIPA's search results print them and as city profiles write IPC prefixes).
 * `G06F 17/30`, `g06f17/30` and `G06F 17/30 (2006.01)` all read as `G06F17/30`.
 */
const CODE = /^([A-H])(\d{2})([A-Z])(\d{1,4})\/(\d{1,6})$/;

/** The canonical form of an IPC or CPC code, or null when `value` is not one. */
export function canonicalClassification(value: string): string | null {
  const compact = value
    .replace(/\(\s*\d{4}\.\d{2}\s*\)\s*[A-Z]?$/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  return CODE.test(compact) ? compact : null;
}

/**
 * Whether `code` (canonical) falls under `prefix` (a section, class, subclass, main group or
 * group): `G06F1` holds `G06F1/16` but not `G06F17/30`, so a main-group prefix must end at `/`.
 */
export function ipcMatchesPrefix(code: string, prefix: string): boolean {
  if (!code.startsWith(prefix)) return false;
  if (prefix.length <= 4 || prefix.includes('/')) return true;
  return code[prefix.length] === '/';
}

/** The key industry of a main IPC code: the first industry of the profile with a matching prefix. */
export function industryOfIpc(code: string | null, profile: CityProfile): string | null {
  if (!code) return null;
  return profile.industries.find((i) => i.ipcPrefixes.some((p) => ipcMatchesPrefix(code, p)))?.code ?? null;
}

/** IPC section (`G`) and class (`G06`) of a canonical code, the facet columns of `patent_search`. */
export function ipcSectionAndClass(code: string | null): { section: string | null; ipcClass: string | null } {
  return code ? { section: code.slice(0, 1), ipcClass: code.slice(0, 3) } : { section: null, ipcClass: null };
}
