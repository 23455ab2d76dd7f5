import { z } from 'zod';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PATENT_SORTS, type PatentSort } from './patent-search-options.js';
import { ExpressionSchema, PatentSortSchema } from './patents.js';
import { boundedList, boundedText, TEXT_LIMITS } from './text-limits.js';

/**
 * Patent watch (issue 26): saved searches with alert digests, and weekly watches of a key
 * industry. A registered person or company keeps them under `/api/my/watch`; every digest mail
 * carries a signed one-click unsubscribe link (`POST /api/watch/unsubscribe/:token`) that works
 * without logging in.
 */

/** How often a saved search is checked for new patents and mailed: never, every day, every week. */
export const WATCH_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const WatchFrequencySchema = z.enum(WATCH_FREQUENCIES, { error: 'validation.watchFrequency' });
export type WatchFrequency = z.infer<typeof WatchFrequencySchema>;

export const WATCH_LIMITS = {
  /** Saved searches one account keeps: enough for a company's technology lines, few enough to read. */
  savedSearches: 50,
  /** A saved search's name, as the list and the mail subject show it. */
  name: 60,
  /**
   * The search page's address of the search (`q=…&filter=…`): two expressions of
   * MAX_EXPRESSION_LENGTH, filters and companies, percent-encoded (a Chinese character takes 9).
   */
  search: TEXT_LIMITS.longText,
  /** Patents one digest lists; the rest are counted and linked to the full search. */
  digestPatents: 50,
  /** Digests the account tab shows under 最近提醒. */
  recentDigests: 10,
} as const;

/** What a digest was about: a saved search or a key industry. */
export const WATCH_KINDS = ['search', 'industry'] as const;
export const WatchKindSchema = z.enum(WATCH_KINDS);
export type WatchKind = z.infer<typeof WatchKindSchema>;

/**
 * The parts of a digest: a saved search's new matches; an industry's new filings, new open
 * licences, and patents that lapsed (annual fee) or reached the end of their term.
 */
export const DIGEST_SECTIONS = ['matches', 'filings', 'licences', 'lapsed'] as const;
export const DigestSectionKeySchema = z.enum(DIGEST_SECTIONS);
export type DigestSectionKey = z.infer<typeof DigestSectionKeySchema>;

const nameText = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(WATCH_LIMITS.name, { error: 'validation.tooLong' });

/**
 * POST /api/my/watch/searches: the search as the page holds it. `expression` is the final
 * expression the results came from (parsed again by the server, refused with the parser's message
 * when malformed); `search` is the page's address without page, tab, view, detail or sort, which
 * reopens the same main and second expression, filters, excludes and companies.
 */
export const SavedSearchInputSchema = z.object({
  name: nameText,
  expression: ExpressionSchema,
  search: z
    .string()
    .max(WATCH_LIMITS.search, { error: 'validation.tooLong' })
    .refine((value) => !value.startsWith('?'), { error: 'validation.watchSearch' })
    .default(''),
  sort: PatentSortSchema.default('relevance'),
  frequency: WatchFrequencySchema.default('off'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

/** PUT /api/my/watch/searches/:id: rename and choose the alert frequency. */
export const SavedSearchUpdateSchema = z.object({ name: nameText, frequency: WatchFrequencySchema });
export type SavedSearchUpdate = z.input<typeof SavedSearchUpdateSchema>;

export const SavedSearchIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.watchNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** A key industry of the city profile, by its code (checked against the profile by the server). */
export const IndustryWatchParamsSchema = z.object({
  code: z.string().min(1, { error: 'validation.industry' }).max(TEXT_LIMITS.code, { error: 'validation.tooLong' }),
});

/** A saved search as its owner lists it. */
export const SavedSearchSchema = z.object({
  id: StoredIdSchema,
  name: boundedText(WATCH_LIMITS.name),
  expression: ExpressionSchema,
  search: boundedText(WATCH_LIMITS.search),
  sort: PatentSortSchema,
  frequency: WatchFrequencySchema,
  /** When the next digest is due; null while alerts are off. */
  nextDigestAt: StoredDateTimeSchema.nullable(),
  createdAt: StoredDateTimeSchema,
  updatedAt: StoredDateTimeSchema,
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** A weekly watch of one key industry. */
export const IndustryWatchSchema = z.object({
  id: StoredIdSchema,
  industry: boundedText(TEXT_LIMITS.code),
  nextDigestAt: StoredDateTimeSchema,
  createdAt: StoredDateTimeSchema,
});
export type IndustryWatch = z.infer<typeof IndustryWatchSchema>;

/** GET /api/my/watch: everything the account watches. */
export const WatchOverviewSchema = z.object({
  searches: boundedList(SavedSearchSchema, WATCH_LIMITS.savedSearches),
  industries: boundedList(IndustryWatchSchema, 1000),
  maxSearches: z.number().int(),
});
export type WatchOverview = z.infer<typeof WatchOverviewSchema>;

/** A patent as a digest lists it (a link to its detail). */
export const DigestPatentSchema = z.object({
  id: z.number().int(),
  title: boundedText(TEXT_LIMITS.title),
  applicationNumber: boundedText(TEXT_LIMITS.code),
  publicationDate: boundedText(TEXT_LIMITS.date),
});
export type DigestPatent = z.infer<typeof DigestPatentSchema>;

/** One part of a digest: the patents it listed (newest first) and how many there were in all. */
export const DigestSectionSchema = z.object({
  section: DigestSectionKeySchema,
  total: z.number().int().min(0),
  patents: boundedList(DigestPatentSchema, WATCH_LIMITS.digestPatents),
});
export type DigestSection = z.infer<typeof DigestSectionSchema>;

/** A digest that was mailed, as the account reads it again under 最近提醒. */
export const WatchDigestSchema = z.object({
  id: StoredIdSchema,
  kind: WatchKindSchema,
  /** The saved search (null once deleted) or the industry code. */
  savedSearchId: StoredIdSchema.nullable(),
  /** The saved search's name when it was sent, or the industry code. */
  name: boundedText(TEXT_LIMITS.name),
  /** The search's address at /patentSearch (savedSearchPath); null for an industry. */
  searchPath: boundedText(WATCH_LIMITS.search).nullable(),
  windowFrom: StoredDateTimeSchema,
  windowTo: StoredDateTimeSchema,
  sentAt: StoredDateTimeSchema,
  sections: boundedList(DigestSectionSchema, DIGEST_SECTIONS.length),
});
export type WatchDigest = z.infer<typeof WatchDigestSchema>;

export const WatchDigestListSchema = boundedList(WatchDigestSchema, WATCH_LIMITS.recentDigests);

/**
 * POST /api/watch/unsubscribe/:token: the signed token of one mail's unsubscribe link. A
 * capability in the address by design (RFC 8058: the mail program posts to the address alone),
 * and not a session token: all it can do is stop the mails of the one watch it names.
 */
export const WatchUnsubscribeParamsSchema = z.object({
  // A signed, single-purpose link value, not a credential: it unsubscribes one watch and nothing else.
  link: z
    .string()
    .min(1, { error: 'error.watchUnsubscribeInvalid' })
    .max(TEXT_LIMITS.token, { error: 'error.watchUnsubscribeInvalid' }),
});

/**
 * What was unsubscribed: the saved search's name or the industry code, for the confirmation
 * (null when it was deleted since; nothing more is mailed either way).
 */
export const WatchUnsubscribeResultSchema = z.object({
  kind: WatchKindSchema,
  name: boundedText(TEXT_LIMITS.name).nullable(),
});
export type WatchUnsubscribeResult = z.infer<typeof WatchUnsubscribeResultSchema>;

/** POST /api/admin/operation-stats/run-alerts: how many digests were queued. */
export const WatchRunResultSchema = z.object({
  searches: z.number().int().min(0),
  industries: z.number().int().min(0),
});
export type WatchRunResult = z.infer<typeof WatchRunResultSchema>;

/** The front-site page a mail's unsubscribe link opens. */
export const WATCH_UNSUBSCRIBE_PATH = '/watchUnsubscribe';
/** The account tab that lists saved searches, industry watches and recent alerts. */
export const WATCH_TAB_PATH = '/frontAccountInfo?tab=watch';

/**
 * The address of a saved search on /patentSearch: its stored address with its sort (the page
 * leaves the default sort out of the address).
 */
export function savedSearchPath(search: string, sort: PatentSort): string {
  const params = new URLSearchParams(search);
  params.delete('sort');
  if (sort !== PATENT_SORTS[0]) params.set('sort', sort);
  const query = params.toString();
  return `/patentSearch${query ? `?${query}` : ''}`;
}
