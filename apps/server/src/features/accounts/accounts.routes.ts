import {
  AccountListPageSchema,
  AccountListQuerySchema,
  envelope,
  IdParamsSchema,
  ResetPasswordInputSchema,
  UserCreateInputSchema,
  UserSchema,
  UserStatusInputSchema,
  UserUpdateInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logReveal } from '../../lib/audit.js';
import { localeOf, ok } from '../../lib/reply.js';
import {
  accountDetail,
  createUser,
  listUsers,
  resetUserPassword,
  setUserStatus,
  unlockUser,
  updateUser,
} from './accounts.service.js';

const user = { 200: envelope(UserSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['accounts'] });

/**
 * Back-office user accounts (`/account/infos`, `/account/infosOperation`), module `accounts`:
 * admins only. Writes are logged by the audit hook under the `action` names below. Phones are
 * masked in every answer but the one-account read of the edit screen, which is logged here.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorId = (request: FastifyRequest) => request.auth?.userId ?? null;

  r.get(
    '/api/admin/users',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('List accounts (keyword, role, status, account type, authentication, page, sort); phones masked'),
        querystring: AccountListQuerySchema,
        response: { 200: envelope(AccountListPageSchema) },
      },
    },
    async (request) => ok(request, await listUsers(app, request.query)),
  );

  r.get(
    '/api/admin/users/:id',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('One account with its phone in full (each view is logged as account.reveal)'),
        params: IdParamsSchema,
        response: user,
      },
    },
    async (request) => {
      const account = await accountDetail(app, request.params.id);
      await logReveal(request, 'account.reveal', account.id);
      return ok(request, account);
    },
  );

  r.post(
    '/api/admin/users',
    {
      config: { module: 'accounts', action: 'user.create' },
      schema: { ...doc('Create an account'), body: UserCreateInputSchema, response: user },
    },
    async (request) => ok(request, await createUser(app, request.body, localeOf(request)), 'success.saved'),
  );

  r.put(
    '/api/admin/users/:id',
    {
      config: { module: 'accounts', action: 'user.update' },
      schema: {
        ...doc('Edit basic information and role'),
        params: IdParamsSchema,
        body: UserUpdateInputSchema,
        response: user,
      },
    },
    async (request) =>
      ok(request, await updateUser(app, actorId(request), request.params.id, request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/users/:id/status',
    {
      config: { module: 'accounts', action: 'user.status' },
      schema: {
        ...doc('Enable or disable an account (disabling ends its sessions)'),
        params: IdParamsSchema,
        body: UserStatusInputSchema,
        response: user,
      },
    },
    async (request) => ok(request, await setUserStatus(app, actorId(request), request.params.id, request.body.status)),
  );

  r.put(
    '/api/admin/users/:id/password',
    {
      config: { module: 'accounts', action: 'user.resetPassword' },
      schema: {
        ...doc('Set a new password (ends all sessions of the account)'),
        params: IdParamsSchema,
        body: ResetPasswordInputSchema,
        response: user,
      },
    },
    async (request) =>
      ok(request, await resetUserPassword(app, request.params.id, request.body.password, localeOf(request))),
  );

  r.post(
    '/api/admin/users/:id/unlock',
    {
      config: { module: 'accounts', action: 'user.unlock' },
      schema: { ...doc('Lift a login lockout'), params: IdParamsSchema, response: user },
    },
    async (request) => ok(request, await unlockUser(app, request.params.id)),
  );
}
