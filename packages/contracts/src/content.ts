import { z } from 'zod';
import { CONSULT_CATEGORIES } from './consultation-kinds.js';
import { ARTICLE_KINDS, ARTICLE_STATUSES, GUIDE_KEYS, POLICY_LEVELS } from './content-kinds.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { FileRefSchema } from './files.js';
import { ISO_DATE } from './query-limits.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/** Payload schemas of published content; the kinds and their lists are in content-kinds.ts. */
export const ArticleStatusSchema = z.enum(ARTICLE_STATUSES);
export const PolicyLevelSchema = z.enum(POLICY_LEVELS);
export const GuideKeySchema = z.enum(GUIDE_KEYS);
/** generalInfo `informationType` as a query parameter: one of INFORMATION_TYPES. */
export const InformationTypeSchema = z.coerce
  .number({ error: 'validation.informationType' })
  .int({ error: 'validation.informationType' })
  .min(1, { error: 'validation.informationType' })
  .max(3, { error: 'validation.informationType' });

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
/** An http(s) address; anything else (javascript:, data:, relative) is refused. */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url, { error: 'validation.tooLong' })
  .regex(HTTP_URL, { error: 'validation.httpUrl' });

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
/** A calendar date `YYYY-MM-DD`. */
export const DateSchema = z
  .string()
  .regex(ISO_DATE, { error: 'validation.date' })
  .max(TEXT_LIMITS.date, { error: 'validation.tooLong' });
/** An ISO timestamp with time zone. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, error: 'validation.dateTime' })
  .max(TEXT_LIMITS.dateTime, { error: 'validation.tooLong' });

/** A record id the server made (a UUID), as answers carry it. */
export const StoredIdSchema = z.string().max(TEXT_LIMITS.id);
/** A moment the server stored, as answers carry it (`toISOString()`, 24 to 27 characters). */
export const StoredDateTimeSchema = z.string().max(TEXT_LIMITS.dateTime);
/** A stored calendar date: only {@link DateSchema} writes one, so it has ten characters. */
const StoredDateSchema = z.string().max(TEXT_LIMITS.date);

/** The longest keyword a content search takes: a few words, as the search boxes allow. */
export const CONTENT_KEYWORD_MAX_LENGTH = 100;
const keywordText = () => z.string().trim().max(CONTENT_KEYWORD_MAX_LENGTH, { error: 'validation.tooLong' });

/**
 * The bounds of an article's fields (the editor's form counts to the same numbers). The editor's
 * input and the stored article share them, so whatever was saved can be answered.
 */
export const ARTICLE_LIMITS = {
  title: 200,
  summary: 1000,
  /** Sanitised rich HTML: the stored body is refused when sanitising makes it outgrow this. */
  body: TEXT_LIMITS.richText,
  attachments: LIST_LIMITS.few,
  /** A document number such as 国知发保字〔2026〕10号. */
  docNumber: 100,
  /** The issuing authority (or authorities) of a policy. */
  authority: 100,
  /** A tag is a word or two; a policy carries a handful. */
  tag: 20,
  tags: 10,
  /** The organisation a news item comes from. */
  source: 100,
  relatedLinkName: 100,
  relatedLinks: LIST_LIMITS.few,
} as const;

export const RelatedLinkSchema = z.object({ name: requiredText(ARTICLE_LIMITS.relatedLinkName), url: HttpUrlSchema });
export type RelatedLink = z.infer<typeof RelatedLinkSchema>;

/** Fields every kind of article has, as the editor sends them. */
const ArticleInputBase = z.object({
  title: requiredText(ARTICLE_LIMITS.title),
  summary: optionalText(ARTICLE_LIMITS.summary),
  /** Rich HTML; the server sanitises it with an allow-list before storing. */
  body: boundedText(ARTICLE_LIMITS.body).default(''),
  attachments: boundedList(FileRefSchema, ARTICLE_LIMITS.attachments).default([]),
  status: ArticleStatusSchema.default('draft'),
  pinned: z.boolean().default(false),
  /** Scheduled publication: a published item is shown from this moment on. */
  publishAt: DateTimeSchema.nullable().default(null),
});

export const PolicyInputSchema = ArticleInputBase.extend({
  level: PolicyLevelSchema,
  docNumber: optionalText(ARTICLE_LIMITS.docNumber),
  authority: requiredText(ARTICLE_LIMITS.authority),
  publishDate: DateSchema,
  effectiveDate: DateSchema.nullable().default(null),
  expiryDate: DateSchema.nullable().default(null),
  tags: boundedList(requiredText(ARTICLE_LIMITS.tag), ARTICLE_LIMITS.tags).default([]),
}).refine((input) => !input.effectiveDate || !input.expiryDate || input.effectiveDate <= input.expiryDate, {
  error: 'validation.dateRange',
  path: ['expiryDate'],
});
export type PolicyInput = z.input<typeof PolicyInputSchema>;

export const NewsInputSchema = ArticleInputBase.extend({
  informationType: InformationTypeSchema,
  source: optionalText(ARTICLE_LIMITS.source),
  publishDate: DateSchema,
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const GuideInputSchema = ArticleInputBase.extend({
  guideKey: GuideKeySchema,
  relatedLinks: boundedList(RelatedLinkSchema, ARTICLE_LIMITS.relatedLinks).default([]),
});
export type GuideInput = z.input<typeof GuideInputSchema>;

/** An article as stored and shown; kind-specific fields are null for the other kinds. */
export const ArticleSchema = z.object({
  id: StoredIdSchema,
  kind: z.enum(ARTICLE_KINDS),
  title: boundedText(ARTICLE_LIMITS.title),
  summary: boundedText(ARTICLE_LIMITS.summary),
  body: boundedText(ARTICLE_LIMITS.body),
  attachments: boundedList(FileRefSchema, ARTICLE_LIMITS.attachments),
  status: ArticleStatusSchema,
  pinned: z.boolean(),
  publishAt: StoredDateTimeSchema.nullable(),
  /** Whether the public sees it now (published and its scheduled time has come). */
  visible: z.boolean(),
  level: PolicyLevelSchema.nullable(),
  docNumber: boundedText(ARTICLE_LIMITS.docNumber).nullable(),
  authority: boundedText(ARTICLE_LIMITS.authority).nullable(),
  publishDate: StoredDateSchema.nullable(),
  effectiveDate: StoredDateSchema.nullable(),
  expiryDate: StoredDateSchema.nullable(),
  tags: boundedList(boundedText(ARTICLE_LIMITS.tag), ARTICLE_LIMITS.tags),
  informationType: z.number().int().nullable(),
  source: boundedText(ARTICLE_LIMITS.source).nullable(),
  guideKey: GuideKeySchema.nullable(),
  relatedLinks: boundedList(RelatedLinkSchema, ARTICLE_LIMITS.relatedLinks),
  createdAt: StoredDateTimeSchema,
  updatedAt: StoredDateTimeSchema,
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticlePageSchema = pageOf(ArticleSchema);

/** A list row: the article without its body. */
export const ArticleSummarySchema = ArticleSchema.omit({ body: true });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;
export const ArticleSummaryPageSchema = pageOf(ArticleSummarySchema);

export const ARTICLE_SORT_FIELDS = ['publishDate', 'updatedAt', 'title'] as const;

/** Back-office list query (every kind). */
export const AdminArticleListQuerySchema = PageQuerySchema.extend({
  keyword: keywordText().optional(),
  status: ArticleStatusSchema.optional(),
  level: PolicyLevelSchema.optional(),
  informationType: InformationTypeSchema.optional(),
  guideKey: GuideKeySchema.optional(),
  sortField: z.enum(ARTICLE_SORT_FIELDS).default('updatedAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});
export type AdminArticleListQuery = z.infer<typeof AdminArticleListQuerySchema>;

/** Public policy query (`/policySearch`). */
export const PolicySearchQuerySchema = PageQuerySchema.extend({
  keyword: keywordText().optional(),
  level: PolicyLevelSchema.optional(),
  authority: z.string().trim().max(ARTICLE_LIMITS.authority, { error: 'validation.tooLong' }).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  sort: z.enum(['relevance', 'newest', 'oldest']).default('newest'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: 'validation.dateRange',
  path: ['to'],
});
export type PolicySearchQuery = z.infer<typeof PolicySearchQuerySchema>;

/** Public news query (generalInfo list). */
export const NewsListQuerySchema = PageQuerySchema.extend({
  informationType: InformationTypeSchema.optional(),
  keyword: keywordText().optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

/** A neighbour in a list: where it is and what it is called. */
const ArticleNeighbourSchema = ArticleSchema.pick({ id: true, title: true });

/** Public detail: the article with its neighbours in the same list (previous/next). */
export const ArticleDetailSchema = z.object({
  article: ArticleSchema,
  previous: ArticleNeighbourSchema.nullable(),
  next: ArticleNeighbourSchema.nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** A FAQ entry as the site search lists it; the rest of the FAQ's payloads are in consultations.ts. */
export const FaqSearchHitSchema = z.object({
  id: StoredIdSchema,
  category: z.enum(CONSULT_CATEGORIES),
  question: boundedText(TEXT_LIMITS.title),
  /** The beginning of the answer. */
  answerExcerpt: boundedText(TEXT_LIMITS.title),
});
export type FaqSearchHit = z.infer<typeof FaqSearchHitSchema>;

/** `/infoSearch`: news, policies and guides searched together, grouped by kind. */
/** The most items `/infoSearch` answers of each kind. */
export const INFO_SEARCH_PER_KIND_MAX = 50;
export const InfoSearchQuerySchema = z.object({
  keyword: keywordText().min(1, { error: 'validation.required' }),
  perKind: z.coerce.number().int().min(1).max(INFO_SEARCH_PER_KIND_MAX).default(10),
});
export const InfoSearchResultSchema = z.object({
  /**
   * The words the query was segmented into, for highlighting: each is a part of the keyword
   * (lower-cased, marks dropped), so none is longer than it and there are no more than its characters.
   */
  terms: boundedList(boundedText(CONTENT_KEYWORD_MAX_LENGTH), CONTENT_KEYWORD_MAX_LENGTH),
  groups: boundedList(
    z.object({
      kind: z.enum(ARTICLE_KINDS),
      total: z.number().int(),
      items: boundedList(ArticleSummarySchema, INFO_SEARCH_PER_KIND_MAX),
    }),
    ARTICLE_KINDS.length,
  ),
  /** FAQ entries (常见问题, issue 25) in their own group; absent when the search has none to offer. */
  faqs: z
    .object({ total: z.number().int(), items: boundedList(FaqSearchHitSchema, INFO_SEARCH_PER_KIND_MAX) })
    .optional(),
});
export type InfoSearchResult = z.infer<typeof InfoSearchResultSchema>;

/** Batch actions of the back-office lists. */
export const ArticleBatchInputSchema = z.object({
  action: z.enum(['publish', 'withdraw', 'delete']),
  /** Chosen on one page of the list, so at most a page of them. */
  ids: boundedList(
    z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
    LIST_LIMITS.page,
  ).min(1, { error: 'validation.required' }),
});
export type ArticleBatchInput = z.infer<typeof ArticleBatchInputSchema>;
export const ArticleBatchResultSchema = z.object({ affected: z.number().int() });
