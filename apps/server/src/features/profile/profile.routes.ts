import {
  AccountDeleteInputSchema,
  AccountProfileSchema,
  CodeSentSchema,
  EmailChangeCodeInputSchema,
  EmailChangeInputSchema,
  envelope,
  PasswordChangeInputSchema,
  ProfileUpdateInputSchema,
  ReportDownloadListSchema,
  VERIFICATION_CODE,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { deleteOwnAccount } from './account-deletion.js';
import {
  accountProfile,
  changeEmail,
  changePassword,
  reportDownloadsOf,
  sendEmailChangeCode,
  updateProfile,
} from './profile.service.js';

const doc = (summary: string) => ({ summary, tags: ['account'] });
const profile = { 200: envelope(AccountProfileSchema) };
const done = { 200: envelope(z.null()) };

/** A registered caller's user id (the `user` access level guarantees one). */
const callerId = (request: FastifyRequest) => request.auth?.userId as string;

/** The account page (`/frontAccountInfo`): one's own profile, password, email, downloads, closing. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  // Password-confirmed calls are limited like login: a stolen token must not guess the password.
  const guarded = {
    auth: 'user' as const,
    rateLimit: { max: config.rateLimitLogin, timeWindow: config.rateLimitWindowSeconds * 1000 },
  };

  r.get(
    '/api/account/profile',
    { config: { auth: 'user' }, schema: { ...doc('Own profile and authentication (masked)'), response: profile } },
    async (request) => ok(request, await accountProfile(app.db, callerId(request))),
  );

  r.put(
    '/api/account/profile',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Change display name, organisation and the language of mails (any other field is refused)'),
        body: ProfileUpdateInputSchema,
        response: profile,
      },
    },
    async (request) => ok(request, await updateProfile(app.db, callerId(request), request.body), 'success.saved'),
  );

  r.post(
    '/api/account/password',
    {
      config: guarded,
      schema: { ...doc('Change password; other sessions end'), body: PasswordChangeInputSchema, response: done },
    },
    async (request) => {
      await changePassword(request, request.body);
      return ok(request, null, 'success.passwordChanged');
    },
  );

  r.post(
    '/api/account/email/code',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Email a code to the new address'),
        body: EmailChangeCodeInputSchema,
        response: { 200: envelope(CodeSentSchema) },
      },
    },
    async (request) => {
      await sendEmailChangeCode(request, request.body.email);
      return ok(request, { resendAfterSeconds: VERIFICATION_CODE.resendSeconds }, 'success.codeSent');
    },
  );

  r.post(
    '/api/account/email',
    {
      config: guarded,
      schema: { ...doc('Move to the new address (code + password)'), body: EmailChangeInputSchema, response: done },
    },
    async (request) => {
      await changeEmail(request, callerId(request), request.body);
      return ok(request, null, 'success.emailChanged');
    },
  );

  r.get(
    '/api/account/report-downloads',
    {
      config: { auth: 'user' },
      schema: { ...doc('Reports one downloaded'), response: { 200: envelope(ReportDownloadListSchema) } },
    },
    async (request) => ok(request, await reportDownloadsOf(app.db, callerId(request))),
  );

  r.delete(
    '/api/account',
    {
      config: guarded,
      schema: {
        ...doc('Close one’s account: personal data deleted, legally kept records stay (see the message)'),
        body: AccountDeleteInputSchema,
        response: done,
      },
    },
    async (request) => {
      await deleteOwnAccount(request, callerId(request), request.body.password);
      return ok(request, null, 'success.accountDeleted');
    },
  );
}
