import { z } from 'zod';
import { CONSULT_CATEGORIES, CONSULT_EVENT_ACTIONS, CONSULT_STATUSES } from './consultation-kinds.js';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { FILE_NAME_MAX_LENGTH, UPLOAD_KINDS } from './files.js';
import { REJECT_REASON_MAX_LENGTH } from './identity.js';
import {
  AccountEmailSchema,
  MobilePhoneSchema,
  RegisterCodeInputSchema,
  VerificationCodeSchema,
} from './registration.js';
import { boundedList, boundedText, TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './users.js';

/**
 * Payloads of public consultation (在线咨询, issue 25): asking (a signed-in account as itself, a
 * visitor with a verified email or phone), looking a question up by query number, the asker's
 * own list, the staff queue and its steps, the published Q&As and the FAQ (常见问题). The fixed
 * lists are in consultation-kinds.ts. Every text is plain text: stored and shown as text, never
 * as HTML. The staff queue, its steps and the FAQ are in consultation-staff.ts; the site search's
 * FAQ hit (`FaqSearchHitSchema`) is in content.ts with the search.
 */

export const ConsultCategorySchema = z.enum(CONSULT_CATEGORIES, { error: 'validation.choice' });
export const ConsultStatusSchema = z.enum(CONSULT_STATUSES, { error: 'validation.choice' });
export const ConsultEventActionSchema = z.enum(CONSULT_EVENT_ACTIONS);

/** How a visitor is reached (and verified): a mailed or a texted code. */
export const CONSULT_CONTACT_CHANNELS = ['email', 'sms'] as const;
export const ConsultContactChannelSchema = z.enum(CONSULT_CONTACT_CHANNELS, { error: 'validation.choice' });
export type ConsultContactChannel = z.infer<typeof ConsultContactChannelSchema>;

/** The bounds of a question and of what staff write; the forms count to the same numbers. */
export const CONSULT_LIMITS = {
  title: 100,
  question: 2000,
  reply: 5000,
  /** A visitor's name as they give it (an account's name has the same bound). */
  name: ACCOUNT_NAME_MAX_LENGTH,
  /** A forward's note to the next handler. */
  note: 500,
  reason: REJECT_REASON_MAX_LENGTH,
  /** Files attached to one question, each under the attachment rules of uploads. */
  files: 3,
  fileMaxBytes: UPLOAD_KINDS.attachment.maxBytes,
  /** The public list shows this much of the question; the FAQ search this much of the answer. */
  excerpt: 160,
  faqQuestion: 300,
  faqAnswer: 5000,
  /** Questions one account, or one visitor's address, may ask in a day (spam guard). */
  perAccountPerDay: 5,
  perVisitorPerDay: 5,
  /** How long a look-up keeps a visitor's access (to read and rate the reply). */
  lookupTokenMinutes: 60,
} as const;

/**
 * POST /api/consultations is multipart/form-data: the question as JSON text in the field
 * `payload` ({@link ConsultAskInputSchema} for a signed-in account, {@link ConsultVisitorAskInputSchema}
 * for a visitor token) and 0 to {@link CONSULT_LIMITS.files} files in fields named `files`
 * (PDF, Word, Excel, each at most 20 MB: the attachment rules, checked on the content).
 */
export const CONSULT_ASK_FIELDS = { payload: 'payload', files: 'files' } as const;

/** A required plain text of at most `max` characters, trimmed (`requiredKey` when empty). */
export const consultRequiredText = (max: number, requiredKey = 'validation.required') =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: 'validation.tooLong' });

/** A query number: `ZX`, the city's date of receipt (YYYYMMDD) and a 4-digit daily sequence. */
export const CONSULT_QUERY_NO_PATTERN = /^ZX\d{12}$/;
export const ConsultQueryNoSchema = z
  .string({ error: 'validation.consultQueryNo' })
  .trim()
  .toUpperCase()
  .max(TEXT_LIMITS.code, { error: 'validation.tooLong' })
  .regex(CONSULT_QUERY_NO_PATTERN, { error: 'validation.consultQueryNo' });

/** A visitor's email or mainland mobile number, checked by its channel (emails lower-cased). */
const contactFields = {
  channel: ConsultContactChannelSchema,
  contact: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TEXT_LIMITS.email, { error: 'validation.tooLong' }),
};
type ContactFields = { channel: ConsultContactChannel; contact: string };

/** The contact read by its channel: a refusal on `contact`, or the normalised value. */
function normaliseContact<T extends ContactFields>(input: T, ctx: z.RefinementCtx): T {
  const schema = input.channel === 'email' ? AccountEmailSchema : MobilePhoneSchema;
  const parsed = schema.safeParse(input.contact);
  if (parsed.success) return { ...input, contact: parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['contact'], message: issue.message });
  return input;
}

/** The image captcha a visitor answers before a code is sent (as at registration). */
const captcha = RegisterCodeInputSchema.pick({ captchaId: true, captchaCode: true }).shape;

const askFields = {
  category: ConsultCategorySchema,
  title: consultRequiredText(CONSULT_LIMITS.title),
  question: consultRequiredText(CONSULT_LIMITS.question),
  /** The asker allows the question and its reply to be published (their name masked). */
  publishable: z.boolean().default(false),
};

/** A signed-in person's or company's question: asked as the account (its email gets the mails). */
export const ConsultAskInputSchema = z.object(askFields);
export type ConsultAskInput = z.output<typeof ConsultAskInputSchema>;
export type ConsultAskFormInput = z.input<typeof ConsultAskInputSchema>;

/**
 * A visitor's question: a name and the email or phone a code was sent to by
 * POST /api/consultations/code (captcha first), with that code.
 */
export const ConsultVisitorAskInputSchema = z
  .object({
    ...askFields,
    name: consultRequiredText(CONSULT_LIMITS.name),
    ...contactFields,
    code: VerificationCodeSchema,
  })
  .transform(normaliseContact);
export type ConsultVisitorAskInput = z.output<typeof ConsultVisitorAskInputSchema>;
export type ConsultVisitorAskFormInput = z.input<typeof ConsultVisitorAskInputSchema>;

/** The answer to a question asked: the number to keep and when the reply is due. */
export const ConsultReceiptSchema = z.object({
  id: StoredIdSchema,
  queryNo: boundedText(TEXT_LIMITS.code),
  receivedAt: StoredDateTimeSchema,
  /** The end of the last working day of the reply limit (the midnight after it). */
  dueAt: StoredDateTimeSchema,
  /** That last working day, the city's date: what forms and mails show as "reply by". */
  dueDate: boundedText(TEXT_LIMITS.date),
});
export type ConsultReceipt = z.infer<typeof ConsultReceiptSchema>;

/** GET /api/consultations/form: what the ask form needs to know before it is filled in. */
export const ConsultFormInfoSchema = z.object({
  /** A visitor may be reached by SMS only when the SMS platform is enabled. */
  smsAvailable: z.boolean(),
  /** The reply limit in working days (back-office setting). */
  replyWorkingDays: z.number().int(),
});
export type ConsultFormInfo = z.infer<typeof ConsultFormInfoSchema>;

/** POST /api/consultations/code: a code for a visitor's question to the email or phone (captcha first). */
export const ConsultCodeInputSchema = z.object({ ...contactFields, ...captcha }).transform(normaliseContact);
export type ConsultCodeInput = z.output<typeof ConsultCodeInputSchema>;
export type ConsultCodeFormInput = z.input<typeof ConsultCodeInputSchema>;

/**
 * POST /api/consultations/lookup/code: a code for looking a question up, sent only when the
 * contact is the question's; the answer is the same either way (nothing is disclosed).
 */
export const ConsultLookupCodeInputSchema = z
  .object({ queryNo: ConsultQueryNoSchema, ...contactFields, ...captcha })
  .transform(normaliseContact);
export type ConsultLookupCodeInput = z.output<typeof ConsultLookupCodeInputSchema>;
export type ConsultLookupCodeFormInput = z.input<typeof ConsultLookupCodeInputSchema>;

/** POST /api/consultations/lookup: the query number, the contact and its code. */
export const ConsultLookupInputSchema = z
  .object({ queryNo: ConsultQueryNoSchema, ...contactFields, code: VerificationCodeSchema })
  .transform(normaliseContact);
export type ConsultLookupInput = z.output<typeof ConsultLookupInputSchema>;
export type ConsultLookupFormInput = z.input<typeof ConsultLookupInputSchema>;

/** A file attached to a question: its name and size (the bytes only to staff). */
export const ConsultFileSchema = z.object({
  id: StoredIdSchema,
  name: boundedText(FILE_NAME_MAX_LENGTH),
  mime: boundedText(TEXT_LIMITS.mimeType),
  size: z.number().int(),
});
export type ConsultFile = z.infer<typeof ConsultFileSchema>;

/** A question as its asker sees it (in the account, or after a look-up): their own words. */
export const ConsultAskerViewSchema = z.object({
  id: StoredIdSchema,
  queryNo: boundedText(TEXT_LIMITS.code),
  category: ConsultCategorySchema,
  title: boundedText(CONSULT_LIMITS.title),
  question: boundedText(CONSULT_LIMITS.question),
  publishable: z.boolean(),
  published: z.boolean(),
  /** `received` and `assigned` both read "being handled" to the asker. */
  status: ConsultStatusSchema,
  receivedAt: StoredDateTimeSchema,
  dueAt: StoredDateTimeSchema,
  /** The last working day of the reply limit (city's date). */
  dueDate: boundedText(TEXT_LIMITS.date),
  reply: boundedText(CONSULT_LIMITS.reply).nullable(),
  repliedAt: StoredDateTimeSchema.nullable(),
  /** Why it was closed as not a consultation (status `rejected`). */
  rejectReason: boundedText(CONSULT_LIMITS.reason).nullable(),
  files: boundedList(ConsultFileSchema, CONSULT_LIMITS.files),
});
export type ConsultAskerView = z.infer<typeof ConsultAskerViewSchema>;

/**
 * The answer to a look-up: the question, and a token that lets this visitor rate the reply for
 * a while (the evaluation endpoint takes it; it is bound to this question and expires).
 */
export const ConsultLookupResultSchema = z.object({
  consultation: ConsultAskerViewSchema,
  lookupToken: boundedText(TEXT_LIMITS.token),
  lookupTokenExpiresAt: StoredDateTimeSchema,
});
export type ConsultLookupResult = z.infer<typeof ConsultLookupResultSchema>;

export const ConsultIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.consultNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
export const ConsultFileParamsSchema = ConsultIdParamsSchema.extend({
  fileId: z.uuid({ error: 'error.fileNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
export const FaqIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.faqNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

/** GET /api/my/consultations: the account's own questions, newest first. */
export const MyConsultQuerySchema = PageQuerySchema.extend({ status: ConsultStatusSchema.optional() });
export type MyConsultQuery = z.infer<typeof MyConsultQuerySchema>;
export const ConsultAskerPageSchema = pageOf(ConsultAskerViewSchema);

/** The longest keyword the consultation lists take, as the search boxes allow. */
export const CONSULT_KEYWORD_MAX = 100;
/** An optional search keyword of the consultation lists. */
export const consultKeyword = () =>
  z.string().trim().max(CONSULT_KEYWORD_MAX, { error: 'validation.tooLong' }).optional();

/** GET /api/consultations (`/consult`): published Q&As, newest reply first. */
export const ConsultPublicQuerySchema = PageQuerySchema.extend({
  category: ConsultCategorySchema.optional(),
  /** Segmented as the site search does it (Chinese without spaces too). */
  keyword: consultKeyword(),
});
export type ConsultPublicQuery = z.infer<typeof ConsultPublicQuerySchema>;

/** A published Q&A in the public list: the public wording, the asker's name masked, no contact. */
export const ConsultPublicSummarySchema = z.object({
  id: StoredIdSchema,
  category: ConsultCategorySchema,
  title: boundedText(CONSULT_LIMITS.title),
  /** The beginning of the public question. */
  excerpt: boundedText(CONSULT_LIMITS.excerpt),
  /** `张**`: the first character only. */
  askerName: boundedText(TEXT_LIMITS.personName),
  receivedAt: StoredDateTimeSchema,
  repliedAt: StoredDateTimeSchema,
  demo: z.boolean(),
});
export type ConsultPublicSummary = z.infer<typeof ConsultPublicSummarySchema>;
export const ConsultPublicPageSchema = pageOf(ConsultPublicSummarySchema);

/** GET /api/consultations/:id: a published Q&A in full (still nothing personal). */
export const ConsultPublicSchema = ConsultPublicSummarySchema.extend({
  question: boundedText(CONSULT_LIMITS.question),
  reply: boundedText(CONSULT_LIMITS.reply),
});
export type ConsultPublic = z.infer<typeof ConsultPublicSchema>;

// contract-ready
