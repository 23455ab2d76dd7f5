import { z } from 'zod';
import { APPLICATION_KIND_KEYS, type ApplicationKindKey } from './application-kinds.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { MobilePhoneSchema } from './registration.js';
import { TEXT_LIMITS } from './text-limits.js';
import { EmailAddressSchema } from './users.js';

/**
 * Mail and SMS notifications (spec: back office `/system/transferEamil`, `/system/messagePlatform`).
 * Features queue what they send in the database outbox; a worker delivers it and retries with
 * backoff, so a mail server or SMS gateway that is down loses nothing.
 */

/** Why a mail is sent; the back office lists queued jobs with it. */
export const MAIL_EVENTS = [
  'verificationCode',
  'authenticationResult',
  'applicationForward',
  'applicationStatus',
  'accountNotice',
  /** A contact request through the platform to an expert or a demand's company (issue 24). */
  'contactRequest',
  /** The review outcome of a company's technology demand (issue 24). */
  'techDemandReview',
  /** A consultation's receipt, reply or closing to the asker, or a deadline reminder to its handler (issue 25). */
  'consultation',
  /** A bad review's rectification: the case to staff, the answer to the citizen (issue 25). */
  'evaluation',
  /** What became of a patent data error report, to its reporter (issue 26). */
  'patentDataReport',
  /** A background patent export is ready, or could not be completed (issue 26). */
  'patentExport',
  /** A digest of a saved search or a watched industry: what is new since the last one (issue 26). */
  'watch',
  /** A company's patents near an annual-fee due date or their term end (issue 26). */
  'portfolioReminder',
  'test',
] as const;
export const MailEventSchema = z.enum(MAIL_EVENTS);
export type MailEvent = z.infer<typeof MailEventSchema>;

/** Why an SMS is sent; each has its own template at the SMS platform. */
export const SMS_EVENTS = [
  'verificationCode',
  'applicationStatus',
  'authenticationResult',
  /** A consultation was replied to or closed (issue 25): the asker gave a phone. */
  'consultation',
  'test',
] as const;
export const SmsEventSchema = z.enum(SMS_EVENTS);
export type SmsEvent = z.infer<typeof SmsEventSchema>;

export const NOTIFICATION_KINDS = ['mail', 'sms'] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Life of a queued job: `sending` while a worker holds it, `failed` once the retries are used up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

/**
 * The longest value of each settings field, as the settings forms take them; `host` as DNS allows
 * a name (RFC 1035), `forwards` the most addresses of one application kind.
 */
export const NOTIFICATION_FIELD_LIMITS = {
  host: 253,
  fromName: 100,
  secret: 500,
  provider: 50,
  endpoint: 500,
  keyId: 200,
  signature: 30,
  templateId: TEXT_LIMITS.code,
  forwards: 10,
} as const;

/** A stored secret as settings show it back (maskSecret: `****` and its last four characters). */
const MaskedSecretSchema = z.string().max(TEXT_LIMITS.code).nullable();

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
/** A write-only secret: blank keeps the stored one. */
const SecretInputSchema = z.string().max(NOTIFICATION_FIELD_LIMITS.secret, { error: 'validation.tooLong' }).default('');

// ---- Mailbox (SMTP) ---------------------------------------------------------------------------

/** `none`: plain SMTP (local relays); `starttls`: upgrade on port 587; `tls`: implicit TLS on 465. */
export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export const SmtpSecuritySchema = z.enum(SMTP_SECURITY);
export type SmtpSecurity = z.infer<typeof SmtpSecuritySchema>;

/** Forwarding addresses of one application kind; empty means the default forwarding mailbox. */
const ForwardListSchema = z
  .array(EmailAddressSchema)
  .max(NOTIFICATION_FIELD_LIMITS.forwards, { error: 'validation.tooMany' });

export const MailSettingsInputSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(NOTIFICATION_FIELD_LIMITS.host, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, { error: 'validation.host' }),
  port: z.coerce
    .number({ error: 'validation.port' })
    .int({ error: 'validation.port' })
    .min(1, { error: 'validation.port' })
    .max(65535, { error: 'validation.port' }),
  security: SmtpSecuritySchema,
  /** Empty: the relay takes mail without authentication. */
  user: optionalText(TEXT_LIMITS.email),
  password: SecretInputSchema,
  fromAddress: EmailAddressSchema,
  fromName: optionalText(NOTIFICATION_FIELD_LIMITS.fromName),
  /** Where new applications go when their kind has no address of its own; empty: not forwarded. */
  defaultForward: z.union([z.literal(''), EmailAddressSchema]).default(''),
  forwards: z
    .partialRecord(z.enum(APPLICATION_KIND_KEYS as [ApplicationKindKey, ...ApplicationKindKey[]]), ForwardListSchema)
    .default({}),
});
export type MailSettingsInput = z.input<typeof MailSettingsInputSchema>;

/** The mailbox settings as the back office reads them: the password only masked. */
export const MailSettingsSchema = z.object({
  host: z.string().max(NOTIFICATION_FIELD_LIMITS.host),
  port: z.number().int(),
  security: SmtpSecuritySchema,
  user: z.string().max(TEXT_LIMITS.email),
  /** `****abcd`, or null when no password is stored. */
  passwordMasked: MaskedSecretSchema,
  fromAddress: z.string().max(TEXT_LIMITS.email),
  fromName: z.string().max(NOTIFICATION_FIELD_LIMITS.fromName),
  defaultForward: z.string().max(TEXT_LIMITS.email),
  forwards: z.partialRecord(
    z.enum(APPLICATION_KIND_KEYS as [ApplicationKindKey, ...ApplicationKindKey[]]),
    z.array(z.string().max(TEXT_LIMITS.email)).max(NOTIFICATION_FIELD_LIMITS.forwards),
  ),
  /** Null until first saved: nothing can be mailed before. */
  updatedAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

export const TestMailInputSchema = z.object({ to: EmailAddressSchema });
export type TestMailInput = z.input<typeof TestMailInputSchema>;

// ---- SMS platform -----------------------------------------------------------------------------

/** A template id at the SMS platform (digits, letters, `_` and `-`), or empty when the event is not sent. */
const TemplateIdSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_FIELD_LIMITS.templateId, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.templateId' })
  .default('');

/** The gateway must be HTTPS; plain HTTP only to this machine (a local relay, or a test double). */
const EndpointSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(NOTIFICATION_FIELD_LIMITS.endpoint, { error: 'validation.tooLong' })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.protocol === 'https:') return true;
      return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    },
    { error: 'validation.endpoint' },
  );

export const SmsSettingsInputSchema = z.object({
  enabled: z.boolean(),
  provider: requiredText(NOTIFICATION_FIELD_LIMITS.provider),
  endpoint: EndpointSchema,
  keyId: requiredText(NOTIFICATION_FIELD_LIMITS.keyId),
  secret: SecretInputSchema,
  /** The sender signature registered at the platform, e.g. `【某市知识产权局】` without brackets. */
  signature: requiredText(NOTIFICATION_FIELD_LIMITS.signature),
  templates: z.object(
    Object.fromEntries(SMS_EVENTS.map((event) => [event, TemplateIdSchema])) as Record<
      SmsEvent,
      typeof TemplateIdSchema
    >,
  ),
});
export type SmsSettingsInput = z.input<typeof SmsSettingsInputSchema>;

export const SmsSettingsSchema = z.object({
  enabled: z.boolean(),
  provider: z.string().max(NOTIFICATION_FIELD_LIMITS.provider),
  endpoint: z.string().max(NOTIFICATION_FIELD_LIMITS.endpoint),
  keyId: z.string().max(NOTIFICATION_FIELD_LIMITS.keyId),
  secretMasked: MaskedSecretSchema,
  signature: z.string().max(NOTIFICATION_FIELD_LIMITS.signature),
  templates: z.record(SmsEventSchema, z.string().max(NOTIFICATION_FIELD_LIMITS.templateId)),
  updatedAt: z.string().max(TEXT_LIMITS.dateTime).nullable(),
});
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;

export const TestSmsInputSchema = z.object({ phone: MobilePhoneSchema });
export type TestSmsInput = z.input<typeof TestSmsInputSchema>;

// ---- Queue ------------------------------------------------------------------------------------

/** The back office lists jobs still to deliver or given up on, newest first. */
export const OutboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'failed']).optional(),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

/** The most of a mail's recipients the queue lists: a kind's forwarding addresses, joined by `, `. */
export const OUTBOX_RECIPIENT_MAX_LENGTH = NOTIFICATION_FIELD_LIMITS.forwards * (TEXT_LIMITS.email + 2);
/** The most of a delivery error the queue keeps (the worker cuts the provider's message to it). */
export const OUTBOX_ERROR_MAX_LENGTH = 1000;

export const OutboxJobSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  kind: NotificationKindSchema,
  event: z.string().max(TEXT_LIMITS.code),
  /** Mail addresses, or the phone number masked. */
  recipient: z.string().max(OUTBOX_RECIPIENT_MAX_LENGTH),
  /** The mail subject (a translated line naming the city); empty for an SMS. */
  subject: z.string().max(TEXT_LIMITS.line),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().max(OUTBOX_ERROR_MAX_LENGTH).nullable(),
  nextAttemptAt: z.string().max(TEXT_LIMITS.dateTime),
  createdAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type OutboxJob = z.infer<typeof OutboxJobSchema>;
export const OutboxPageSchema = pageOf(OutboxJobSchema);

/** The outcome of a "send test" button: the job was delivered now, or why not (it stays queued). */
export const SendTestResultSchema = z.object({
  status: OutboxStatusSchema,
  error: OutboxJobSchema.shape.lastError,
});
export type SendTestResult = z.infer<typeof SendTestResultSchema>;
