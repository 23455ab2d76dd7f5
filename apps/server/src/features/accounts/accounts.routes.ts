import {
  envelope,
  IdParamsSchema,
  ResetPasswordInputSchema,
  UserCreateInputSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
  UserStatusInputSchema,
  UserUpdateInputSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import {
  createUser,
  getUser,
  listUsers,
  resetUserPassword,
  setUserStatus,
  unlockUser,
  updateUser,
} from './accounts.service.js';

const user = { 200: envelope(UserSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['accounts'], security: [{ bearer: [] }] });

/**
 * Back-office user accounts (`/account/infos`, `/account/infosOperation`), module `accounts`:
 * admins only. Writes are logged by the audit hook under the `action` names below.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorId = (request: FastifyRequest) => request.auth?.userId ?? null;

  r.get(
    '/api/admin/users',
    {
      config: { module: 'accounts' },
      schema: {
        ...doc('List accounts (keyword, role, status, page, sort)'),
        querystring: UserListQuerySchema,
        response: { 200: envelope(UserPageSchema) },
      },
    },
    async (request) => ok(request, await listUsers(app.db, request.query)),
  );

  r.get(
    '/api/admin/users/:id',
    { config: { module: 'accounts' }, schema: { ...doc('One account'), params: IdParamsSchema, response: user } },
    async (request) => ok(request, await getUser(app.db, request.params.id)),
  );

  r.post(
    '/api/admin/users',
    {
      config: { module: 'accounts', action: 'user.create' },
      schema: { ...doc('Create an account'), body: UserCreateInputSchema, response: user },
    },
    async (request) => ok(request, await createUser(app.db, app.config, request.body), 'success.saved'),
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
      ok(request, await updateUser(app.db, actorId(request), request.params.id, request.body), 'success.saved'),
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
    async (request) =>
      ok(request, await setUserStatus(app.db, actorId(request), request.params.id, request.body.status)),
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
      ok(request, await resetUserPassword(app.db, app.config, request.params.id, request.body.password)),
  );

  r.post(
    '/api/admin/users/:id/unlock',
    {
      config: { module: 'accounts', action: 'user.unlock' },
      schema: { ...doc('Lift a login lockout'), params: IdParamsSchema, response: user },
    },
    async (request) => ok(request, await unlockUser(app.db, request.params.id)),
  );
}
