import {
  CodeSentSchema,
  ConsultAskerPageSchema,
  ConsultAskerViewSchema,
  ConsultCodeInputSchema,
  ConsultFormInfoSchema,
  ConsultIdParamsSchema,
  ConsultLookupCodeInputSchema,
  ConsultLookupInputSchema,
  ConsultLookupResultSchema,
  ConsultPublicPageSchema,
  ConsultPublicQuerySchema,
  ConsultPublicSchema,
  ConsultReceiptSchema,
  envelope,
  MyConsultQuerySchema,
  VERIFICATION_CODE,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noSoonerThan } from '../../lib/answer-floor.js';
import { logOperation } from '../../lib/audit.js';
import { ok } from '../../lib/reply.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { timeLimitDays } from '../workdays/workdays.public.js';
import { askQuestion } from './consultation-ask.js';
import { lookUp, sendAskCode, sendLookupCode } from './consultation-lookup.js';
import { receiveAsk } from './consultation-upload.js';
import { listMine, myQuestion, publishedQuestion, searchPublished } from './consultations.queries.js';

const doc = (summary: string, description?: string) => ({
  summary,
  tags: ['consultations'],
  ...(description ? { description } : {}),
});
const sent = { resendAfterSeconds: VERIFICATION_CODE.resendSeconds };

/**
 * Public consultation (issue 25) on the portal: asking (an account as itself, a visitor with a
 * verified email or phone), the codes, the look-up by query number, the account's own questions,
 * and the published Q&As. Asking is limited per address here and per account or visitor address
 * and day in the service.
 */
export async function consultationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limit = (max: number) => ({ max, timeWindow: config.rateLimitWindowSeconds * 1000 });
  const userId = (request: FastifyRequest) => request.auth?.userId as string;
  const { timeZone } = config.cityProfile;

  r.get(
    '/api/consultations/form',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('What the ask form needs: whether SMS can be used, the reply limit in working days'),
        response: { 200: envelope(ConsultFormInfoSchema) },
      },
    },
    async (request) =>
      ok(request, {
        smsAvailable: await smsPlatformEnabled(app.db),
        replyWorkingDays: await timeLimitDays(app.db, 'consultReply'),
      }),
  );

  r.post(
    '/api/consultations',
    {
      config: { auth: 'any', rateLimit: limit(config.rateLimitSubmit) },
      schema: {
        ...doc(
          'Ask a question (multipart: `payload` JSON and up to 3 `files`); answers the query number and due date',
          'A signed-in account sends ConsultAskInput; a visitor token ConsultVisitorAskInput with the code from ' +
            'POST /api/consultations/code. Staff accounts get 403; 429 past the daily limit (5 per account or ' +
            'visitor address). Files: PDF, Word, Excel, at most 20 MB each (type checked on the content).',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ConsultReceiptSchema) },
      },
    },
    async (request) => {
      const receipt = await askQuestion(request, await receiveAsk(request));
      if (request.auth?.kind === 'user') await logOperation(app.db, request, 'consultation.ask', receipt.id);
      return ok(request, receipt, 'success.consultAsked');
    },
  );

  /** Both code requests: the captcha first, an answer no sooner than the floor (no timing tells). */
  const codeConfig = { auth: 'public' as const, rateLimit: limit(config.rateLimitCaptcha) };
  const codeResponse = { 200: envelope(CodeSentSchema) };
  r.post(
    '/api/consultations/code',
    {
      config: codeConfig,
      schema: {
        ...doc('Send a visitor the code for asking, to the email or phone (captcha first)'),
        body: ConsultCodeInputSchema,
        response: codeResponse,
      },
    },
    async (request) => {
      await noSoonerThan(config.codeAnswerFloorMs, () => sendAskCode(request, request.body));
      return ok(request, sent, 'success.codeSent');
    },
  );
  r.post(
    '/api/consultations/lookup/code',
    {
      config: codeConfig,
      schema: {
        ...doc('Send the code for looking a question up (captcha first; same answer when the contact does not match)'),
        body: ConsultLookupCodeInputSchema,
        response: codeResponse,
      },
    },
    async (request) => {
      await noSoonerThan(config.codeAnswerFloorMs, () => sendLookupCode(request, request.body));
      return ok(request, sent, 'success.codeSent');
    },
  );

  r.post(
    '/api/consultations/lookup',
    {
      config: { auth: 'public', rateLimit: limit(config.rateLimitLogin) },
      schema: {
        ...doc('A question by query number, contact and code; with a token to rate the reply'),
        body: ConsultLookupInputSchema,
        response: { 200: envelope(ConsultLookupResultSchema) },
      },
    },
    async (request) => ok(request, await lookUp(request, request.body)),
  );

  r.get(
    '/api/my/consultations',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('The account’s own questions, newest first, with status, due date and reply'),
        querystring: MyConsultQuerySchema,
        response: { 200: envelope(ConsultAskerPageSchema) },
      },
    },
    async (request) => ok(request, await listMine(app.db, userId(request), request.query, timeZone)),
  );
  r.get(
    '/api/my/consultations/:id',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('One of the account’s own questions'),
        params: ConsultIdParamsSchema,
        response: { 200: envelope(ConsultAskerViewSchema) },
      },
    },
    async (request) => ok(request, await myQuestion(app.db, userId(request), request.params.id, timeZone)),
  );

  r.get(
    '/api/consultations',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('Published Q&As, newest first: category, keyword (segmented); names masked, no contacts'),
        querystring: ConsultPublicQuerySchema,
        response: { 200: envelope(ConsultPublicPageSchema) },
      },
    },
    async (request) => ok(request, await searchPublished(app.db, request.query)),
  );
  r.get(
    '/api/consultations/:id',
    {
      config: { auth: 'any' },
      schema: {
        ...doc('A published Q&A (nothing personal)'),
        params: ConsultIdParamsSchema,
        response: { 200: envelope(ConsultPublicSchema) },
      },
    },
    async (request) => ok(request, await publishedQuestion(app.db, request.params.id)),
  );
}
