import { z } from 'zod';
import { DateSchema, StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { REJECT_REASON_MAX_LENGTH } from './identity.js';
import { COOPERATION_MODES, DEMAND_EVENT_ACTIONS, DEMAND_STATUSES } from './tech-demand-kinds.js';
import { boundedList, boundedText, TEXT_LIMITS } from './text-limits.js';

/**
 * Payloads of technology demands (技术需求, issue 24): what a company writes, what it and staff
 * see (with the history), what the public sees (no personal data: the company's name only), and
 * the list queries. The fixed lists are in tech-demand-kinds.ts.
 */

export const DemandStatusSchema = z.enum(DEMAND_STATUSES);
export const CooperationModeSchema = z.enum(COOPERATION_MODES, { error: 'validation.choice' });
export const DemandEventActionSchema = z.enum(DEMAND_EVENT_ACTIONS);

/** The bounds of a demand's fields; the company's form counts to the same numbers. */
export const TECH_DEMAND_LIMITS = {
  title: 100,
  /** Plain text: what the company needs, the technical problem, the expected result. */
  description: 5000,
  ipcHints: 10,
  /** In 10,000 yuan: 10 billion yuan is beyond any demand a city platform brokers. */
  budget: 1_000_000,
  /** The public list shows this much of the description. */
  excerpt: 160,
  /** How many the home page's "latest demands" shows. */
  latest: 6,
} as const;

/**
 * An IPC hint: a section (`G`), class (`G06`), subclass (`G06F`) or group (`H04L 9/00`, `A61K 36`,
 * the space optional), upper-cased and written with one space before the group as the IPC prints it.
 */
export const IPC_HINT_PATTERN = /^[A-H](\d{2}([A-Z](\s?\d{1,4}(\/\d{1,6})?)?)?)?$/;
export const IpcHintSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.code, { error: 'validation.tooLong' })
  .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
  .refine((value) => IPC_HINT_PATTERN.test(value), { error: 'validation.ipcHint' })
  .transform((value) => value.replace(/^([A-H]\d{2}[A-Z])\s?(\d)/, '$1 $2'));

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

const BudgetSchema = z
  .number({ error: 'validation.wholeNumber' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'validation.wholeNumber' })
  .max(TECH_DEMAND_LIMITS.budget, { error: 'validation.tooLarge' })
  .nullable()
  .default(null);

/** The fields a company fills in (and staff correct); checked together by {@link checkDemandInput}. */
const TechDemandFields = z.object({
  title: requiredText(TECH_DEMAND_LIMITS.title),
  /** A code of the city profile's key industries (the server checks it against the profile). */
  industry: z
    .string({ error: 'validation.industry' })
    .trim()
    .min(1, { error: 'validation.industry' })
    .max(TEXT_LIMITS.code, { error: 'validation.tooLong' }),
  ipcHints: boundedList(IpcHintSchema, TECH_DEMAND_LIMITS.ipcHints).default([]),
  /** Plain text, shown as text (never as HTML). */
  description: requiredText(TECH_DEMAND_LIMITS.description),
  modes: boundedList(CooperationModeSchema, COOPERATION_MODES.length).min(1, {
    error: 'validation.cooperationModes',
  }),
  budgetNegotiable: z.boolean().default(false),
  /** In 10,000 yuan; both required unless negotiable (then both are dropped). */
  budgetMin: BudgetSchema,
  budgetMax: BudgetSchema,
  validUntil: DateSchema,
  /** Whether visitors may send the company a contact request through the platform. */
  contactViaPlatform: z.boolean().default(true),
});
type TechDemandFieldsOutput = z.output<typeof TechDemandFields>;

/** Budget rules a single field cannot state; a negotiable budget carries no range. */
function checkDemandInput(input: TechDemandFieldsOutput, ctx: z.RefinementCtx): void {
  if (new Set(input.modes).size !== input.modes.length) {
    ctx.addIssue({ code: 'custom', path: ['modes'], message: 'validation.choice' });
  }
  if (input.budgetNegotiable) return;
  for (const field of ['budgetMin', 'budgetMax'] as const) {
    if (input[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.budgetRequired' });
  }
  if (input.budgetMin !== null && input.budgetMax !== null && input.budgetMin > input.budgetMax) {
    ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: 'validation.budgetRange' });
  }
}

function normalise<T extends TechDemandFieldsOutput>(input: T): T {
  if (!input.budgetNegotiable) return input;
  return { ...input, budgetMin: null, budgetMax: null };
}

/** PUT /api/my/tech-demands/:id and PUT /api/admin/tech-demands/:id: the whole demand. */
export const TechDemandInputSchema = TechDemandFields.superRefine(checkDemandInput).transform(normalise);
export type TechDemandInput = z.output<typeof TechDemandInputSchema>;
export type TechDemandFormInput = z.input<typeof TechDemandInputSchema>;

/** POST /api/my/tech-demands: a new demand, kept as a draft or submitted for review at once. */
export const TechDemandCreateSchema = TechDemandFields.extend({ submit: z.boolean() })
  .superRefine(checkDemandInput)
  .transform(normalise);
export type TechDemandCreateInput = z.output<typeof TechDemandCreateSchema>;

/**
 * The form's schema: the input, with `validUntil` after `today` (the city's date). The server
 * checks the same against its own clock; a schema alone cannot know what day it is.
 */
export function techDemandFormSchema(today: string) {
  return TechDemandInputSchema.refine((input) => input.validUntil > today, {
    error: 'validation.validUntilFuture',
    path: ['validUntil'],
  });
}

/** POST /api/my/tech-demands/:id/renew: a new end of validity (after today, checked by the server). */
export const TechDemandRenewSchema = z.object({ validUntil: DateSchema });
export type TechDemandRenewInput = z.infer<typeof TechDemandRenewSchema>;

const reasonText = (requiredKey: 'validation.rejectReason' | 'validation.takeDownReason') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(REJECT_REASON_MAX_LENGTH, { error: 'validation.tooLong' });

/** POST /api/admin/tech-demands/:id/reject: the reason is shown and mailed to the company. */
export const TechDemandRejectSchema = z.object({ reason: reasonText('validation.rejectReason') });
export type TechDemandRejectInput = z.infer<typeof TechDemandRejectSchema>;

/** POST /api/admin/tech-demands/:id/take-down: why a published demand goes off the site. */
export const TechDemandTakeDownSchema = z.object({ reason: reasonText('validation.takeDownReason') });
export type TechDemandTakeDownInput = z.infer<typeof TechDemandTakeDownSchema>;

export const TechDemandIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.techDemandNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** What the public sees of a published demand in a list. */
export const TechDemandSummarySchema = z.object({
  id: StoredIdSchema,
  title: boundedText(TECH_DEMAND_LIMITS.title),
  companyName: boundedText(TEXT_LIMITS.name),
  industry: boundedText(TEXT_LIMITS.code),
  ipcHints: boundedList(boundedText(TEXT_LIMITS.code), TECH_DEMAND_LIMITS.ipcHints),
  modes: boundedList(CooperationModeSchema, COOPERATION_MODES.length),
  budgetNegotiable: z.boolean(),
  budgetMin: z.number().int().nullable(),
  budgetMax: z.number().int().nullable(),
  validUntil: boundedText(TEXT_LIMITS.date),
  /** validUntil is before today in the city's time zone: shown as such, no contacts taken. */
  expired: z.boolean(),
  contactViaPlatform: z.boolean(),
  publishedAt: StoredDateTimeSchema.nullable(),
  /** The beginning of the description, for lists. */
  excerpt: boundedText(TECH_DEMAND_LIMITS.excerpt),
  /** Fictional demo content, marked as such. */
  demo: z.boolean(),
});
export type TechDemandSummary = z.infer<typeof TechDemandSummarySchema>;
export const TechDemandSummaryPageSchema = pageOf(TechDemandSummarySchema);

/** GET /api/tech-demands/:id: a published demand in full (still nothing personal). */
export const TechDemandPublicSchema = TechDemandSummarySchema.extend({
  description: boundedText(TECH_DEMAND_LIMITS.description),
});
export type TechDemandPublic = z.infer<typeof TechDemandPublicSchema>;

/** One step of a demand's history; staff edits carry each changed field's old and new value. */
export const TechDemandEventSchema = z.object({
  id: StoredIdSchema,
  action: DemandEventActionSchema,
  at: StoredDateTimeSchema,
  reason: boundedText(REJECT_REASON_MAX_LENGTH).nullable(),
  changes: z.record(boundedText(TEXT_LIMITS.code), z.tuple([z.unknown(), z.unknown()])).nullable(),
  /** Who acted: the company's own name or a staff member's, shown to staff only (null for the company). */
  actorName: boundedText(TEXT_LIMITS.name).nullable(),
});
export type TechDemandEvent = z.infer<typeof TechDemandEventSchema>;

/** A demand as its company and staff see it, any status. */
export const TechDemandSchema = TechDemandPublicSchema.extend({
  status: DemandStatusSchema,
  rejectReason: boundedText(REJECT_REASON_MAX_LENGTH).nullable(),
  submittedAt: StoredDateTimeSchema.nullable(),
  createdAt: StoredDateTimeSchema,
  updatedAt: StoredDateTimeSchema,
});
export type TechDemand = z.infer<typeof TechDemandSchema>;
export const TechDemandPageSchema = pageOf(TechDemandSchema);

/** One demand with its history, newest step first. */
export const TechDemandDetailSchema = TechDemandSchema.extend({
  events: boundedList(TechDemandEventSchema, 1000),
});
export type TechDemandDetail = z.infer<typeof TechDemandDetailSchema>;

/**
 * Budget bands of the public filter, in 10,000 yuan: a demand is in a band when its range
 * overlaps it (`[lo, hi)`); `negotiable` holds the 面议 ones.
 */
export const BUDGET_BANDS = {
  under50: [0, 50],
  from50to200: [50, 200],
  from200to1000: [200, 1000],
  over1000: [1000, null],
} as const;
export const BUDGET_BAND_KEYS = [
  ...(Object.keys(BUDGET_BANDS) as (keyof typeof BUDGET_BANDS)[]),
  'negotiable',
] as const;
export type BudgetBand = (typeof BUDGET_BAND_KEYS)[number];

export const TECH_DEMAND_SORTS = ['newest', 'endingSoon'] as const;
export const TECH_DEMAND_VALIDITIES = ['open', 'expired'] as const;
export type TechDemandValidity = (typeof TECH_DEMAND_VALIDITIES)[number];

/** The longest keyword the demand search takes, as the search boxes allow. */
export const TECH_DEMAND_KEYWORD_MAX = 100;
const keyword = () => z.string().trim().max(TECH_DEMAND_KEYWORD_MAX, { error: 'validation.tooLong' }).optional();

/** GET /api/tech-demands (`/techDemand`): filters, keyword (segmented like the site), sort, paging. */
export const TechDemandSearchQuerySchema = PageQuerySchema.extend({
  keyword: keyword(),
  industry: z.string().trim().max(TEXT_LIMITS.code, { error: 'validation.tooLong' }).optional(),
  mode: CooperationModeSchema.optional(),
  budget: z.enum(BUDGET_BAND_KEYS, { error: 'validation.choice' }).optional(),
  validity: z.enum(TECH_DEMAND_VALIDITIES, { error: 'validation.choice' }).optional(),
  sort: z.enum(TECH_DEMAND_SORTS, { error: 'validation.sort' }).default('newest'),
});
export type TechDemandSearchQuery = z.infer<typeof TechDemandSearchQuerySchema>;

/** GET /api/admin/tech-demands: the review queue by status (pending first by default), keyword. */
export const AdminTechDemandQuerySchema = PageQuerySchema.extend({
  status: DemandStatusSchema.exclude(['draft']).optional(),
  keyword: keyword(),
});
export type AdminTechDemandQuery = z.infer<typeof AdminTechDemandQuerySchema>;

/** GET /api/my/tech-demands: the company's own demands, every status. */
export const MyTechDemandQuerySchema = PageQuerySchema.extend({ status: DemandStatusSchema.optional() });
export type MyTechDemandQuery = z.infer<typeof MyTechDemandQuerySchema>;

/** GET /api/tech-demands/latest: the newest open demands for the home page. */
export const TechDemandLatestSchema = boundedList(TechDemandSummarySchema, TECH_DEMAND_LIMITS.latest);
