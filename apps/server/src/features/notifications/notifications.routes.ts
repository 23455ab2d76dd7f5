import {
  envelope,
  MailSettingsInputSchema,
  MailSettingsSchema,
  type Module,
  type NotificationKind,
  OutboxPageSchema,
  OutboxQuerySchema,
  type SendTestResult,
  SendTestResultSchema,
  SmsSettingsInputSchema,
  SmsSettingsSchema,
  TEXT_LIMITS,
  TestMailInputSchema,
  TestSmsInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import {
  listUndelivered,
  retryJob,
  saveMailbox,
  saveSmsPlatform,
  sendTestMail,
  sendTestSms,
} from './notifications.service.js';
import { getMailSettings, getSmsSettings } from './settings.js';

const JobIdParams = z.object({
  id: z.uuid({ error: 'error.outboxJobNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const testResult = { 200: envelope(SendTestResultSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['notifications'] });

/** A test send or retry answers 200 either way; the message says whether it went out. */
function testOutcome(request: FastifyRequest, result: SendTestResult) {
  return ok(request, result, result.status === 'sent' ? 'success.testSent' : 'success.testQueued');
}

/** The queue screen of one channel: jobs not delivered, and "retry now". */
function jobRoutes(app: FastifyInstance, prefix: string, kind: NotificationKind, module: Module) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${prefix}/jobs`,
    {
      config: { module },
      schema: {
        ...doc(`Queued ${kind} jobs not delivered (pending or failed; paged)`),
        querystring: OutboxQuerySchema,
        response: { 200: envelope(OutboxPageSchema) },
      },
    },
    async (request) => ok(request, await listUndelivered(app, kind, request.query)),
  );
  r.post(
    `${prefix}/jobs/:id/retry`,
    {
      config: { module, action: `${kind}.retry` },
      schema: { ...doc(`Attempt a queued ${kind} job now`), params: JobIdParams, response: testResult },
    },
    async (request) => testOutcome(request, await retryJob(app, kind, request.params.id)),
  );
}

/**
 * The mailbox (`/system/transferEamil`, module `mailbox`) and the SMS platform
 * (`/system/messagePlatform`, module `sms`): their settings with write-only secrets, a test send
 * through the queue, and the jobs that did not go out.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/mailbox',
    {
      config: { module: 'mailbox' },
      schema: {
        ...doc('The SMTP account and forwarding addresses (password masked)'),
        response: { 200: envelope(MailSettingsSchema) },
      },
    },
    async (request) => ok(request, await getMailSettings(app.db, app.secrets)),
  );
  r.put(
    '/api/admin/mailbox',
    {
      config: { module: 'mailbox', action: 'mailbox.update' },
      schema: {
        ...doc('Save the mailbox (a blank password keeps the stored one)'),
        body: MailSettingsInputSchema,
        response: { 200: envelope(MailSettingsSchema) },
      },
    },
    async (request) => ok(request, await saveMailbox(app, localeOf(request), request.body), 'success.saved'),
  );
  r.post(
    '/api/admin/mailbox/test',
    {
      config: { module: 'mailbox', action: 'mailbox.test' },
      schema: { ...doc('Send a test mail through the queue now'), body: TestMailInputSchema, response: testResult },
    },
    async (request) => testOutcome(request, await sendTestMail(app, localeOf(request), request.body.to)),
  );
  jobRoutes(app, '/api/admin/mailbox', 'mail', 'mailbox');

  r.get(
    '/api/admin/sms',
    {
      config: { module: 'sms' },
      schema: { ...doc('The SMS platform (secret masked)'), response: { 200: envelope(SmsSettingsSchema) } },
    },
    async (request) => ok(request, await getSmsSettings(app.db, app.secrets)),
  );
  r.put(
    '/api/admin/sms',
    {
      config: { module: 'sms', action: 'sms.update' },
      schema: {
        ...doc('Save the SMS platform (a blank secret keeps the stored one)'),
        body: SmsSettingsInputSchema,
        response: { 200: envelope(SmsSettingsSchema) },
      },
    },
    async (request) => ok(request, await saveSmsPlatform(app, localeOf(request), request.body), 'success.saved'),
  );
  r.post(
    '/api/admin/sms/test',
    {
      config: { module: 'sms', action: 'sms.test' },
      schema: { ...doc('Send a test SMS through the queue now'), body: TestSmsInputSchema, response: testResult },
    },
    async (request) => testOutcome(request, await sendTestSms(app, request.body.phone)),
  );
  jobRoutes(app, '/api/admin/sms', 'sms', 'sms');
}
