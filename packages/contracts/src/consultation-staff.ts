import { z } from 'zod';
import {
  CONSULT_LIMITS,
  ConsultCategorySchema,
  ConsultContactChannelSchema,
  ConsultEventActionSchema,
  ConsultFileSchema,
  ConsultStatusSchema,
  consultKeyword,
  consultRequiredText,
} from './consultations.js';
import { DateSchema, StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './users.js';

/**
 * Payloads of the consultation back office (issue 25, `/system/consultManage`): the queue and its
 * filters, a question as staff see it (the asker's contact included), the steps on it, and the FAQ
 * entries (常见问题) staff make from replies, as staff and the public read them.
 */

/** How close a question is to its due date: the working day before it is `dueSoon`. */
export const CONSULT_DEADLINE_STATES = ['dueSoon', 'overdue'] as const;
export const ConsultDeadlineStateSchema = z.enum(CONSULT_DEADLINE_STATES, { error: 'validation.choice' });
export type ConsultDeadlineState = z.infer<typeof ConsultDeadlineStateSchema>;

/** GET /api/admin/consultations: the queue, due first; filters combine. */
export const AdminConsultQuerySchema = PageQuerySchema.extend({
  status: ConsultStatusSchema.optional(),
  category: ConsultCategorySchema.optional(),
  /** A handler's account id, or `none` for the unassigned. */
  handler: z
    .union([z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id), z.literal('none')], { error: 'validation.id' })
    .optional(),
  /** Open questions due within a working day, or past due. */
  deadline: ConsultDeadlineStateSchema.optional(),
  /** Query number, title, question or asker's name. */
  keyword: consultKeyword(),
  /** Received on or after / on or before (the city's dates). */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export type AdminConsultQuery = z.infer<typeof AdminConsultQuerySchema>;

/** A handler staff can assign a question to: an enabled bus or admin account (name only). */
export const ConsultHandlerSchema = z.object({
  id: StoredIdSchema,
  name: boundedText(ACCOUNT_NAME_MAX_LENGTH),
});
export type ConsultHandler = z.infer<typeof ConsultHandlerSchema>;
/** GET /api/admin/consultations/handlers. */
export const ConsultHandlerListSchema = boundedList(ConsultHandlerSchema, LIST_LIMITS.cityWide);

/** A question in the staff queue. */
export const AdminConsultSummarySchema = z.object({
  id: StoredIdSchema,
  queryNo: boundedText(TEXT_LIMITS.code),
  category: ConsultCategorySchema,
  title: boundedText(CONSULT_LIMITS.title),
  status: ConsultStatusSchema,
  /** The asker's name in full (staff only). */
  askerName: boundedText(TEXT_LIMITS.personName),
  /** Asked from an account (else a visitor). */
  askerRegistered: z.boolean(),
  handlerId: StoredIdSchema.nullable(),
  handlerName: boundedText(ACCOUNT_NAME_MAX_LENGTH).nullable(),
  receivedAt: StoredDateTimeSchema,
  dueAt: StoredDateTimeSchema,
  /** The last working day of the reply limit (city's date). */
  dueDate: boundedText(TEXT_LIMITS.date),
  repliedAt: StoredDateTimeSchema.nullable(),
  /** Open and within the working day before the due date / open and past it. */
  deadline: ConsultDeadlineStateSchema.nullable(),
  publishable: z.boolean(),
  published: z.boolean(),
  demo: z.boolean(),
});
export type AdminConsultSummary = z.infer<typeof AdminConsultSummarySchema>;
export const AdminConsultPageSchema = pageOf(AdminConsultSummarySchema);

/** One step of a question's history; a wording edit carries each field's old and new text. */
export const ConsultEventSchema = z.object({
  id: StoredIdSchema,
  action: ConsultEventActionSchema,
  at: StoredDateTimeSchema,
  actorName: boundedText(ACCOUNT_NAME_MAX_LENGTH).nullable(),
  /** The handler assigned or forwarded to. */
  handlerName: boundedText(ACCOUNT_NAME_MAX_LENGTH).nullable(),
  note: boundedText(CONSULT_LIMITS.reply).nullable(),
  changes: z.record(boundedText(TEXT_LIMITS.code), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type ConsultEvent = z.infer<typeof ConsultEventSchema>;

/** GET /api/admin/consultations/:id: everything staff need, the asker's contact included. */
export const AdminConsultDetailSchema = AdminConsultSummarySchema.extend({
  question: boundedText(CONSULT_LIMITS.question),
  /** The wording the public list shows (the asker's words until staff edit it). */
  publicTitle: boundedText(CONSULT_LIMITS.title),
  publicQuestion: boundedText(CONSULT_LIMITS.question),
  reply: boundedText(CONSULT_LIMITS.reply).nullable(),
  repliedByName: boundedText(ACCOUNT_NAME_MAX_LENGTH).nullable(),
  rejectReason: boundedText(CONSULT_LIMITS.reason).nullable(),
  contactChannel: ConsultContactChannelSchema,
  /** The email or phone, unsealed for staff. */
  contact: boundedText(TEXT_LIMITS.email),
  /** The language the question was asked in (the asker's mails use it). */
  locale: z.enum(['zh-CN', 'en-US']),
  files: boundedList(ConsultFileSchema, CONSULT_LIMITS.files),
  /** FAQ entries made from this reply. */
  faqIds: boundedList(StoredIdSchema, LIST_LIMITS.page),
  /** Newest step first. */
  events: boundedList(ConsultEventSchema, LIST_LIMITS.cityWide),
});
export type AdminConsultDetail = z.infer<typeof AdminConsultDetailSchema>;

const handlerId = z.uuid({ error: 'validation.consultHandler' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' });

/** POST /api/admin/consultations/:id/assign: to a handler (an optional note for them). */
export const ConsultAssignInputSchema = z.object({
  handlerId,
  note: z.string().trim().max(CONSULT_LIMITS.note, { error: 'validation.tooLong' }).default(''),
});
export type ConsultAssignInput = z.output<typeof ConsultAssignInputSchema>;

/** POST /api/admin/consultations/:id/forward: to another handler, saying why. */
export const ConsultForwardInputSchema = z.object({
  handlerId,
  note: consultRequiredText(CONSULT_LIMITS.note, 'validation.consultForwardNote'),
});
export type ConsultForwardInput = z.output<typeof ConsultForwardInputSchema>;

/** POST /api/admin/consultations/:id/reply: plain text, mailed to the asker. */
export const ConsultReplyInputSchema = z.object({ reply: consultRequiredText(CONSULT_LIMITS.reply) });
export type ConsultReplyInput = z.output<typeof ConsultReplyInputSchema>;

/** POST /api/admin/consultations/:id/reject: not a consultation; the asker sees the reason. */
export const ConsultRejectInputSchema = z.object({
  reason: consultRequiredText(CONSULT_LIMITS.reason, 'validation.consultRejectReason'),
});
export type ConsultRejectInput = z.output<typeof ConsultRejectInputSchema>;

/** PUT /api/admin/consultations/:id/wording: the published wording (logged with before and after). */
export const ConsultWordingInputSchema = z.object({
  publicTitle: consultRequiredText(CONSULT_LIMITS.title),
  publicQuestion: consultRequiredText(CONSULT_LIMITS.question),
});
export type ConsultWordingInput = z.output<typeof ConsultWordingInputSchema>;

/** A FAQ entry as staff write it: from a reply, or edited later. */
export const FaqInputSchema = z.object({
  category: ConsultCategorySchema,
  question: consultRequiredText(CONSULT_LIMITS.faqQuestion),
  answer: consultRequiredText(CONSULT_LIMITS.faqAnswer),
});
export type FaqInput = z.output<typeof FaqInputSchema>;

/** A FAQ entry as everyone reads it (GET /api/faqs/:id). */
export const FaqPublicSchema = z.object({
  id: StoredIdSchema,
  category: ConsultCategorySchema,
  question: boundedText(CONSULT_LIMITS.faqQuestion),
  answer: boundedText(CONSULT_LIMITS.faqAnswer),
  updatedAt: StoredDateTimeSchema,
  demo: z.boolean(),
});
export type FaqPublic = z.infer<typeof FaqPublicSchema>;

/** GET /api/faqs (public, published only) and GET /api/admin/faqs (any). */
export const FaqQuerySchema = PageQuerySchema.extend({
  category: ConsultCategorySchema.optional(),
  keyword: consultKeyword(),
});
export type FaqQuery = z.infer<typeof FaqQuerySchema>;
export const AdminFaqQuerySchema = FaqQuerySchema.extend({ published: z.enum(['true', 'false']).optional() });
export type AdminFaqQuery = z.infer<typeof AdminFaqQuerySchema>;
export const FaqPublicPageSchema = pageOf(FaqPublicSchema);

/** A FAQ entry as staff see it. */
export const AdminFaqSchema = FaqPublicSchema.extend({
  published: z.boolean(),
  /** The question it was made from, when it still exists. */
  sourceConsultationId: StoredIdSchema.nullable(),
  createdAt: StoredDateTimeSchema,
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;
export const AdminFaqPageSchema = pageOf(AdminFaqSchema);
