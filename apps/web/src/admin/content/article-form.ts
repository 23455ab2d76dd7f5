import {
  type Article,
  type ArticleKind,
  type ArticleStatus,
  type FieldError,
  type FileRef,
  GuideInputSchema,
  type GuideKey,
  NewsInputSchema,
  PolicyInputSchema,
  type PolicyLevel,
} from '@cityip/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { serverErrorsToFields, zodErrorMap } from '../shared/form-errors.js';

/** The edit form's values: dates are dayjs for the pickers, everything else as the contract has it. */
export interface ArticleFormValues {
  title?: string;
  summary?: string;
  body?: string;
  attachments?: FileRef[];
  status?: ArticleStatus;
  pinned?: boolean;
  publishAt?: Dayjs | null;
  level?: PolicyLevel;
  docNumber?: string;
  authority?: string;
  publishDate?: Dayjs | null;
  effectiveDate?: Dayjs | null;
  expiryDate?: Dayjs | null;
  tags?: string[];
  informationType?: number;
  source?: string;
  guideKey?: GuideKey;
  relatedLinks?: Array<{ name?: string; url?: string }>;
}

/** An unsaved item: what the schema checks and the preview shows. */
export type ArticleDraft = Partial<Omit<Article, 'id' | 'kind' | 'visible' | 'createdAt' | 'updatedAt'>>;

const INPUT_SCHEMAS = { policy: PolicyInputSchema, news: NewsInputSchema, guide: GuideInputSchema } as const;

const COMMON_FIELDS = ['title', 'summary', 'body', 'attachments', 'status', 'pinned', 'publishAt'] as const;
/** The form fields of each kind (the server's error fields use the same names). */
export const ARTICLE_FIELDS: Record<ArticleKind, readonly string[]> = {
  policy: [...COMMON_FIELDS, 'level', 'docNumber', 'authority', 'publishDate', 'effectiveDate', 'expiryDate', 'tags'],
  news: [...COMMON_FIELDS, 'informationType', 'source', 'publishDate'],
  guide: [...COMMON_FIELDS, 'guideKey', 'relatedLinks'],
};

// Lists of plain values are one control each: an error about `tags.3` belongs on `tags`.
const WHOLE_LIST_FIELDS = new Set(['tags', 'attachments']);

const toDate = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const fromDate = (value: string | null) => (value ? dayjs(value) : null);

/** Form values as the kind's contract input; the scheduled time keeps the editor's UTC offset. */
export function toDraft(kind: ArticleKind, values: ArticleFormValues): ArticleDraft {
  const common: ArticleDraft = {
    title: values.title ?? '',
    summary: values.summary ?? '',
    body: values.body ?? '',
    attachments: values.attachments ?? [],
    status: values.status ?? 'draft',
    pinned: values.pinned ?? false,
    publishAt: values.publishAt ? values.publishAt.format() : null,
  };
  // A missing required date stays undefined so the schema reports "required", not "invalid date".
  const publishDate = toDate(values.publishDate) ?? undefined;
  if (kind === 'policy') {
    return {
      ...common,
      level: values.level,
      docNumber: values.docNumber ?? '',
      authority: values.authority ?? '',
      publishDate,
      effectiveDate: toDate(values.effectiveDate),
      expiryDate: toDate(values.expiryDate),
      tags: values.tags ?? [],
    };
  }
  if (kind === 'news') {
    return { ...common, informationType: values.informationType, source: values.source ?? '', publishDate };
  }
  const relatedLinks = (values.relatedLinks ?? []).map((link) => ({ name: link?.name ?? '', url: link?.url ?? '' }));
  return { ...common, guideKey: values.guideKey, relatedLinks };
}

/** A stored item as form values. */
export function toFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    body: article.body,
    attachments: article.attachments,
    status: article.status,
    pinned: article.pinned,
    publishAt: article.publishAt ? dayjs(article.publishAt) : null,
    level: article.level ?? undefined,
    docNumber: article.docNumber ?? '',
    authority: article.authority ?? '',
    publishDate: fromDate(article.publishDate),
    effectiveDate: fromDate(article.effectiveDate),
    expiryDate: fromDate(article.expiryDate),
    tags: article.tags,
    informationType: article.informationType ?? undefined,
    source: article.source ?? '',
    guideKey: article.guideKey ?? undefined,
    relatedLinks: article.relatedLinks,
  };
}

/** Values of a new item: a draft dated today; news defaults to industry news. */
export function newFormValues(kind: ArticleKind): ArticleFormValues {
  const base: ArticleFormValues = { status: 'draft', pinned: false, attachments: [], publishAt: null };
  if (kind === 'policy') return { ...base, publishDate: dayjs(), tags: [] };
  if (kind === 'news') return { ...base, publishDate: dayjs(), informationType: 1 };
  return { ...base, relatedLinks: [] };
}

/** Zod's texts in the UI language, except that a value left out reads "required". */
function articleErrorMap(language: string | undefined): z.core.$ZodErrorMap {
  const localized = zodErrorMap(language);
  return (issue) => (issue.input === undefined ? 'validation.required' : localized(issue));
}

/** Checks the form against the kind's contract schema; issues on list items point at the list control. */
export function parseArticle(kind: ArticleKind, values: ArticleFormValues, language: string | undefined) {
  const schema: z.ZodType<z.output<(typeof INPUT_SCHEMAS)[ArticleKind]>> = INPUT_SCHEMAS[kind];
  const result = schema.safeParse(toDraft(kind, values), { error: articleErrorMap(language) });
  const issues = (result.error?.issues ?? []).map((issue) =>
    WHOLE_LIST_FIELDS.has(String(issue.path[0])) ? { ...issue, path: issue.path.slice(0, 1) } : issue,
  );
  return { data: result.success ? result.data : null, issues };
}

/** The server's 400 field errors as antd field errors (list items by index), plus the rest as text. */
export function serverArticleErrors(kind: ArticleKind, errors: readonly FieldError[]) {
  const collapsed = errors.map((error) => {
    const head = error.field.split('.')[0] ?? '';
    return WHOLE_LIST_FIELDS.has(head) ? { ...error, field: head } : error;
  });
  const linkFields = collapsed.map((error) => error.field).filter((field) => /^relatedLinks\.\d+\.\w+$/.test(field));
  const { fields, others } = serverErrorsToFields(collapsed, [...ARTICLE_FIELDS[kind], ...linkFields]);
  const indexed = fields.map((field) => ({
    ...field,
    name: field.name.map((part) => (/^\d+$/.test(String(part)) ? Number(part) : part)),
  }));
  return { fields: indexed, others };
}
