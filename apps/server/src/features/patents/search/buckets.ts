import type { FacetBucket } from '@cityip/contracts';
import { PATENT_TYPES } from '@cityip/patent-query';
import type { Group } from './breakdown.js';

/*
 * Turning breakdown groups into buckets whose `value` is what the expression accepts for the
 * field (FACET_FIELDS), so a chosen bucket becomes `field=(value)` verbatim: Chinese type and
 * status names, years, applicant names, the profile's district and industry names.
 */

/** Largest first, ties by value, so equal counts always list in the same order. */
export const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || (a.value < b.value ? -1 : 1);

/** Buckets of the groups' non-null values that `label` knows (e.g. a code missing from the profile is dropped). */
export function labelled(groups: readonly Group[], label: (value: string) => string | undefined): FacetBucket[] {
  return groups.flatMap(({ values: [value], count }) => {
    const shown = value == null ? undefined : label(value);
    return shown === undefined ? [] : [{ value: shown, count }];
  });
}

/** A fixed enum stored as an index into `list` (PATENT_TYPES, LEGAL_STATUSES): list order, Chinese names. */
export function enumBuckets(groups: readonly Group[], list: readonly { zh: string }[]): FacetBucket[] {
  return list.flatMap((entry, index) =>
    groups.filter((g) => Number(g.values[0]) === index).map((g) => ({ value: entry.zh, count: g.count })),
  );
}

/** The Chinese name of a profile code; undefined for a code the profile no longer has. */
export function nameIn(entries: readonly { code: string; name: string }[]): (code: string) => string | undefined {
  const names = new Map(entries.map((e) => [e.code, e.name]));
  return (code) => names.get(code);
}

/** Year × patent type counts (groups of `[application_year, patent_type]`), oldest first, types in order. */
export function yearsByType(groups: readonly Group[]): { year: number; patentType: string; count: number }[] {
  return groups
    .flatMap(({ values: [year, type], count }) => {
      const patentType = PATENT_TYPES[Number(type)]?.code;
      return year == null || patentType === undefined
        ? []
        : [{ year: Number(year), type: Number(type), patentType, count }];
    })
    .sort((a, b) => a.year - b.year || a.type - b.type)
    .map(({ type: _type, ...entry }) => entry);
}
