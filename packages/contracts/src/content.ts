import { z } from 'zod';
import { ARTICLE_KINDS, ARTICLE_STATUSES, GUIDE_KEYS, POLICY_LEVELS } from './content-kinds.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { FileRefSchema } from './files.js';
import { ISO_DATE } from './query-limits.js';

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
export const HttpUrlSchema = z.string().trim().max(2000).regex(HTTP_URL, { error: 'validation.httpUrl' });

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
/** A calendar date `YYYY-MM-DD`. */
export const DateSchema = z.string().regex(ISO_DATE, { error: 'validation.date' });
/** An ISO timestamp with time zone. */
export const DateTimeSchema = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

export const RelatedLinkSchema = z.object({ name: requiredText(100), url: HttpUrlSchema });
export type RelatedLink = z.infer<typeof RelatedLinkSchema>;

/** Fields every kind of article has, as the editor sends them. */
const ArticleInputBase = z.object({
  title: requiredText(200),
  summary: optionalText(1000),
  /** Rich HTML; the server sanitises it with an allow-list before storing. */
  body: z.string().max(500_000, { error: 'validation.tooLong' }).default(''),
  attachments: z.array(FileRefSchema).max(20).default([]),
  status: ArticleStatusSchema.default('draft'),
  pinned: z.boolean().default(false),
  /** Scheduled publication: a published item is shown from this moment on. */
  publishAt: DateTimeSchema.nullable().default(null),
});

export const PolicyInputSchema = ArticleInputBase.extend({
  level: PolicyLevelSchema,
  docNumber: optionalText(100),
  authority: requiredText(100),
  publishDate: DateSchema,
  effectiveDate: DateSchema.nullable().default(null),
  expiryDate: DateSchema.nullable().default(null),
  tags: z.array(requiredText(20)).max(10).default([]),
}).refine((input) => !input.effectiveDate || !input.expiryDate || input.effectiveDate <= input.expiryDate, {
  error: 'validation.dateRange',
  path: ['expiryDate'],
});
export type PolicyInput = z.input<typeof PolicyInputSchema>;

export const NewsInputSchema = ArticleInputBase.extend({
  informationType: InformationTypeSchema,
  source: optionalText(100),
  publishDate: DateSchema,
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const GuideInputSchema = ArticleInputBase.extend({
  guideKey: GuideKeySchema,
  relatedLinks: z.array(RelatedLinkSchema).max(20).default([]),
});
export type GuideInput = z.input<typeof GuideInputSchema>;

/** An article as stored and shown; kind-specific fields are null for the other kinds. */
export const ArticleSchema = z.object({
  id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  attachments: z.array(FileRefSchema),
  status: ArticleStatusSchema,
  pinned: z.boolean(),
  publishAt: z.string().nullable(),
  /** Whether the public sees it now (published and its scheduled time has come). */
  visible: z.boolean(),
  level: PolicyLevelSchema.nullable(),
  docNumber: z.string().nullable(),
  authority: z.string().nullable(),
  publishDate: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  tags: z.array(z.string()),
  informationType: z.number().int().nullable(),
  source: z.string().nullable(),
  guideKey: GuideKeySchema.nullable(),
  relatedLinks: z.array(RelatedLinkSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
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
  keyword: z.string().trim().max(100).optional(),
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
  keyword: z.string().trim().max(100).optional(),
  level: PolicyLevelSchema.optional(),
  authority: z.string().trim().max(100).optional(),
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
  keyword: z.string().trim().max(100).optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

/** Public detail: the article with its neighbours in the same list (previous/next). */
export const ArticleDetailSchema = z.object({
  article: ArticleSchema,
  previous: z.object({ id: z.string(), title: z.string() }).nullable(),
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** `/infoSearch`: news, policies and guides searched together, grouped by kind. */
export const InfoSearchQuerySchema = z.object({
  keyword: z.string().trim().min(1, { error: 'validation.required' }).max(100),
  perKind: z.coerce.number().int().min(1).max(50).default(10),
});
export const InfoSearchResultSchema = z.object({
  /** The words the query was segmented into, for highlighting. */
  terms: z.array(z.string()),
  groups: z.array(
    z.object({ kind: z.enum(ARTICLE_KINDS), total: z.number().int(), items: z.array(ArticleSummarySchema) }),
  ),
});
export type InfoSearchResult = z.infer<typeof InfoSearchResultSchema>;

/** Batch actions of the back-office lists. */
export const ArticleBatchInputSchema = z.object({
  action: z.enum(['publish', 'withdraw', 'delete']),
  ids: z
    .array(z.uuid({ error: 'validation.id' }))
    .min(1, { error: 'validation.required' })
    .max(100),
});
export type ArticleBatchInput = z.infer<typeof ArticleBatchInputSchema>;
export const ArticleBatchResultSchema = z.object({ affected: z.number().int() });
