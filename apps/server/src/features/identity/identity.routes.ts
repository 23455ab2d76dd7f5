import {
  Code,
  CodeSentSchema,
  CompanyIdentityInputSchema,
  envelope,
  IdentityOverviewSchema,
  IdentityPhoneCodeInputSchema,
  MyIdentitySchema,
  PersonIdentityInputSchema,
  VERIFICATION_CODE,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { users } from '../accounts/accounts.tables.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { smsPlatformEnabled } from '../notifications/settings.js';
import { sendVerificationCode } from '../verification/verification-codes.js';
import { myIdentity, submitCompanyIdentity, submitPersonIdentity } from './identity.service.js';

const doc = (summary: string) => ({ summary, tags: ['identity'] });

/** A registered caller's user id (the `user` access level guarantees one). */
const callerId = (request: FastifyRequest) => request.auth?.userId as string;

/** Real-name authentication of one's own account (`/personAuth`, `/companyAuth`). */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/identity',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('One’s own authentication (masked) and whether the phone needs an SMS code'),
        response: { 200: envelope(IdentityOverviewSchema) },
      },
    },
    async (request) => {
      const userId = callerId(request);
      const [user] = await app.db.select({ accountType: users.accountType }).from(users).where(eq(users.id, userId));
      return ok(request, {
        identity: await myIdentity(app.db, userId),
        accountType: user?.accountType ?? null,
        phoneCodeRequired: await smsPlatformEnabled(app.db),
      });
    },
  );

  r.post(
    '/api/identity/phone-code',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Text a code to the phone being authenticated (only when an SMS platform is enabled)'),
        body: IdentityPhoneCodeInputSchema,
        response: { 200: envelope(CodeSentSchema) },
      },
    },
    async (request) => {
      if (!(await smsPlatformEnabled(app.db))) throw new AppError(Code.BAD_REQUEST, 'error.smsDisabled');
      await sendVerificationCode(request, { purpose: 'phone', channel: 'sms', target: request.body.phone });
      return ok(request, { resendAfterSeconds: VERIFICATION_CODE.resendSeconds }, 'success.smsCodeSent');
    },
  );

  r.post(
    '/api/identity/person',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Submit a personal real-name authentication'),
        body: PersonIdentityInputSchema,
        response: { 200: envelope(MyIdentitySchema) },
      },
    },
    async (request) => {
      await submitPersonIdentity(request, callerId(request), request.body);
      return ok(request, await myIdentity(app.db, callerId(request)), 'success.identitySubmitted');
    },
  );

  r.post(
    '/api/identity/company',
    {
      config: { auth: 'user' },
      schema: {
        ...doc('Submit a company authentication with its business licence'),
        body: CompanyIdentityInputSchema,
        response: { 200: envelope(MyIdentitySchema) },
      },
    },
    async (request) => {
      await submitCompanyIdentity(request, callerId(request), request.body);
      return ok(request, await myIdentity(app.db, callerId(request)), 'success.identitySubmitted');
    },
  );
}
