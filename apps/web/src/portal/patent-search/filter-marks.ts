import { type FilterEntry, type FilterGroup, sameEntry as same } from './url-state.js';

/** The chosen filters and excludes, and how the panel changes them. */
export interface FilterMarks {
  filters: FilterEntry[];
  excludes: FilterEntry[];
  onChange: (next: { filters: FilterEntry[]; excludes: FilterEntry[] }) => void;
}

/** Where an entry is chosen: in the filters, the excludes, or neither. */
export function markOf(marks: Pick<FilterMarks, 'filters' | 'excludes'>, entry: FilterEntry): FilterGroup | null {
  if (marks.filters.some((e) => same(e, entry))) return 'filters';
  if (marks.excludes.some((e) => same(e, entry))) return 'excludes';
  return null;
}

/**
 * Puts an entry in one group (taking it out of the other: a value is either filtered or
 * excluded), or takes it out of both when `group` is null.
 */
export function setMark(
  marks: Pick<FilterMarks, 'filters' | 'excludes'>,
  entry: FilterEntry,
  group: FilterGroup | null,
): { filters: FilterEntry[]; excludes: FilterEntry[] } {
  const filters = marks.filters.filter((e) => !same(e, entry));
  const excludes = marks.excludes.filter((e) => !same(e, entry));
  if (group === 'filters') filters.push(entry);
  if (group === 'excludes') excludes.push(entry);
  return { filters, excludes };
}
