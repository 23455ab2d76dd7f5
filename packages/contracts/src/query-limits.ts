/**
 * Limits of list queries and date fields, without zod: the address readers of the front site's
 * search pages use them on a slow phone's first load, where zod and the schema modules (about 30 KB
 * of script built at start) are not needed yet. The schemas take the same values.
 */

/** A calendar date as forms, queries and addresses write it: `2026-11-24`. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Page numbers start at 1; a page holds 10 items unless asked for more, at most 100. */
export const PAGE_QUERY = { firstPage: 1, defaultSize: 10, maxSize: 100 } as const;
