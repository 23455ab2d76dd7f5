import { z } from 'zod';
import { CAPTCHA_ANSWER_MAX_LENGTH } from './auth.js';
import { CONTACT_TARGETS } from './contact-request-kinds.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Contact requests through the platform (issue 24): a visitor or a user writes to an expert of the
 * talent pool or to the company behind a published demand; the platform mails it on, and the
 * requester never learns the recipient's phone or email (PIPL).
 */

/**
 * How many requests one sender may send in a rolling window, counted from the stored requests so
 * the limit holds across server instances and restarts. Every request lands in a real person's
 * inbox: five a day lets a company reach the experts it shortlisted, while nobody can use the
 * platform to flood the pool. Visitors are counted per address; an office behind one NAT shares
 * it, hence a little more room than per account.
 */
export const CONTACT_REQUEST_LIMITS = {
  windowHours: 24,
  perAccount: 5,
  perVisitorAddress: 10,
} as const;

/** The longest subject: one line, as a mail subject reads well. */
export const CONTACT_SUBJECT_MAX_LENGTH = 100;

export const ContactTargetSchema = z.enum(CONTACT_TARGETS, { error: 'validation.required' });

// A mainland mobile number, or a fixed line with its area code (0755-12345678, 075512345678).
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const EMAIL = z.email();

/** Whether `value` is a phone number or an email address a recipient can reply to. */
export function isPhoneOrEmail(value: string): boolean {
  return PHONE.test(value) || (value.includes('@') && EMAIL.safeParse(value).success);
}

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** The requester's own phone or email, which they choose to give the recipient. */
export const RequesterContactSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(TEXT_LIMITS.email, { error: 'validation.tooLong' })
  .refine(isPhoneOrEmail, { error: 'validation.contactPhoneOrEmail' });

/**
 * POST /api/contact-requests. A visitor answers the image captcha (`captchaId`, `captchaCode`
 * from GET /api/captchaImage); a signed-in user leaves them out.
 */
export const ContactRequestInputSchema = z.object({
  targetKind: ContactTargetSchema,
  targetId: z.uuid({ error: 'validation.id' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH).regex(/^[^\r\n]*$/, { error: 'validation.contactSubjectLine' }),
  message: requiredText(TEXT_LIMITS.paragraph),
  requesterName: requiredText(TEXT_LIMITS.personName),
  requesterContact: RequesterContactSchema,
  captchaId: z.string().max(TEXT_LIMITS.id, { error: 'validation.tooLong' }).optional(),
  captchaCode: z.string().max(CAPTCHA_ANSWER_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
});
export type ContactRequestInput = z.infer<typeof ContactRequestInputSchema>;

/** What the sender gets back: the request's id and time, nothing about the recipient. */
export const ContactRequestSentSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type ContactRequestSent = z.infer<typeof ContactRequestSentSchema>;

/** GET /api/admin/contact-requests: newest first, optionally one kind of target. */
export const ContactRequestListQuerySchema = PageQuerySchema.extend({
  targetKind: z.enum(CONTACT_TARGETS).optional(),
});
export type ContactRequestListQuery = z.infer<typeof ContactRequestListQuerySchema>;

/** One request in the staff list: who asked (staff may see their contact), whom, about what, when. */
export const ContactRequestListItemSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  targetKind: z.enum(CONTACT_TARGETS),
  targetId: z.string().max(TEXT_LIMITS.id),
  /** The demand's title or the expert's name; null once the target is gone. */
  targetTitle: z.string().max(TEXT_LIMITS.title).nullable(),
  requesterName: z.string().max(TEXT_LIMITS.personName),
  requesterContact: z.string().max(TEXT_LIMITS.email),
  /** The account that sent it; null for a visitor. */
  requesterAccount: z.string().max(TEXT_LIMITS.email).nullable(),
  subject: z.string().max(CONTACT_SUBJECT_MAX_LENGTH),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type ContactRequestListItem = z.infer<typeof ContactRequestListItemSchema>;

export const ContactRequestPageSchema = pageOf(ContactRequestListItemSchema);
export type ContactRequestPage = z.infer<typeof ContactRequestPageSchema>;
