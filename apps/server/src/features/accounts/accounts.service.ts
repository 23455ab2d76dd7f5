import {
  type AccountListItem,
  type AccountListQuery,
  type AccountRole,
  Code,
  type Locale,
  maskPhone,
  type Page,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { assertUncommonPassword } from '../../lib/common-passwords.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { hashPassword } from '../../lib/passwords.js';
import { openOptional, type SecretBox, sealOptional } from '../../lib/secret-box.js';
import { unlockLogin } from '../auth/login-guard.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { identities } from '../identity/identity.tables.js';
import { type UserRow, users } from './accounts.tables.js';

type UserStatus = UserRow['status'];

/**
 * An account on the wire: every column but the password hash, with the phone as the caller may
 * see it (the stored one is sealed).
 */
function toUser(row: UserRow, phone: string | null): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone,
    organization: row.organization,
    role: row.role,
    status: row.status,
    lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An account with its phone masked: every answer but the logged detail view. Opening each phone
 * of a page (at most 100) costs microseconds; keeping no masked copy beside the sealed one means
 * clearing `phone` (account deletion) leaves nothing of the number behind.
 */
function maskedUser(secrets: SecretBox, row: UserRow): User {
  return toUser(row, maskPhone(openOptional(secrets, row.phone)));
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  name: users.name,
  lastLoginAt: users.lastLoginAt,
} as const;

/**
 * One page of accounts matching the keyword (email or name), role, status, account type and
 * authentication status (of the latest submission). Phones are masked: the list is an overview,
 * the edit screen reads the full record. Phones are sealed with a fresh IV each time, so the
 * keyword cannot match them: there is no search by phone.
 */
export async function listUsers(app: FastifyInstance, query: AccountListQuery): Promise<Page<AccountListItem>> {
  const { db, secrets } = app;
  const latest = db
    .selectDistinctOn([identities.userId], {
      userId: identities.userId,
      status: identities.status,
      kind: identities.kind,
    })
    .from(identities)
    .orderBy(identities.userId, desc(identities.submittedAt))
    .as('latest_identity');
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const identityFilter =
    query.identityStatus === 'none'
      ? isNull(latest.status)
      : query.identityStatus
        ? eq(latest.status, query.identityStatus)
        : undefined;
  const where = and(
    keyword ? or(ilike(users.email, keyword), ilike(users.name, keyword)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.accountType ? eq(users.accountType, query.accountType) : undefined,
    identityFilter,
  );
  const column = SORT_COLUMNS[query.sortField];
  // Never-logged-in accounts sort last either way; the id keeps pages stable on ties.
  const order = query.sortOrder === 'ascend' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await db
    .select({ user: users, identityStatus: latest.status, identityKind: latest.kind })
    .from(users)
    .leftJoin(latest, eq(latest.userId, users.id))
    .where(where)
    .orderBy(order, query.sortOrder === 'ascend' ? asc(users.id) : desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(latest, eq(latest.userId, users.id))
    .where(where);
  const items = rows.map(
    (row): AccountListItem => ({
      ...maskedUser(secrets, row.user),
      accountType: row.user.accountType,
      identityStatus: row.identityStatus ?? ('none' as const),
      identityKind: row.identityKind,
    }),
  );
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * The account with `id` and its phone in full, for the edit screen (the route logs every call as
 * `account.reveal`); 404 error.userNotFound.
 */
export async function accountDetail(app: FastifyInstance, id: string): Promise<User> {
  const row = await findUserRow(app.db, id);
  return toUser(row, openOptional(app.secrets, row.phone));
}

async function findUserRow(db: Db | Tx, id: string, forUpdate = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError(Code.NOT_FOUND, 'error.userNotFound');
  return row;
}

function emailTaken(): AppError {
  return new AppError(Code.CONFLICT, 'error.emailTaken');
}

/** Whether a database error is a unique-constraint violation (Drizzle may wrap the driver error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates an account with an argon2id hash of `input.password`; 409 when the email is taken,
 * including by the built-in visitor account (configuration, not a row), whose login would
 * otherwise shadow the new account's.
 */
export async function createUser(app: FastifyInstance, input: UserCreateInput, locale: Locale): Promise<User> {
  const { db, config, secrets } = app;
  assertUncommonPassword(locale, input.password, input.email, 'password');
  if (input.email === config.visitorEmail) throw emailTaken();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password, config.argon2);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        phone: sealOptional(secrets, input.phone),
        organization: input.organization ?? null,
        role: input.role,
        passwordHash,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return maskedUser(secrets, row);
  } catch (error) {
    // Two admins creating the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Runs a change of one account's role or status under the admin-safety rules. Every change
 * first locks the enabled admin rows (in id order) and then the target, always in that order, so
 * two concurrent changes (two admins disabling each other) serialise without deadlock and the
 * second one sees the result of the first.
 */
async function changeAccount(
  app: FastifyInstance,
  actorId: string | null,
  id: string,
  next: (row: UserRow) => { role: AccountRole; status: UserStatus },
  apply: (tx: Tx, row: UserRow) => Promise<void>,
): Promise<User> {
  return app.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'enabled')))
      .orderBy(asc(users.id))
      .for('update');
    const row = await findUserRow(tx, id, true);
    const wanted = next(row);
    const wasActiveAdmin = row.role === 'admin' && row.status === 'enabled';
    const staysActiveAdmin = wanted.role === 'admin' && wanted.status === 'enabled';
    // Checked before self-lockout: an admin acting on someone else is never the last one, so
    // the rule shows only when a sole admin demotes or disables themselves, and says why.
    if (wasActiveAdmin && !staysActiveAdmin && !admins.some((admin) => admin.id !== id)) {
      throw new AppError(Code.CONFLICT, 'error.lastAdmin');
    }
    if (actorId === id && (wanted.role !== row.role || wanted.status === 'disabled')) {
      throw new AppError(Code.CONFLICT, 'error.selfLockout');
    }
    await apply(tx, row);
    return maskedUser(app.secrets, await findUserRow(tx, id));
  });
}

/** Updates basic information and role; the admin-safety rules apply to the role change. */
export async function updateUser(
  app: FastifyInstance,
  actorId: string | null,
  id: string,
  input: UserUpdateInput,
): Promise<User> {
  return changeAccount(
    app,
    actorId,
    id,
    (row) => ({ role: input.role, status: row.status }),
    async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          phone: sealOptional(app.secrets, input.phone),
          organization: input.organization ?? null,
          role: input.role,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
  );
}

/** Enables or disables an account; disabling ends its sessions immediately. */
export async function setUserStatus(
  app: FastifyInstance,
  actorId: string | null,
  id: string,
  status: UserStatus,
): Promise<User> {
  return changeAccount(
    app,
    actorId,
    id,
    (row) => ({ role: row.role, status }),
    async (tx, row) => {
      if (row.status === status) return;
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
      if (status === 'disabled') await revokeUserSessions(tx, id, 'disabled');
    },
  );
}

/** Sets a new password chosen by an admin and ends the account's sessions. */
export async function resetUserPassword(
  app: FastifyInstance,
  id: string,
  password: string,
  locale: Locale,
): Promise<User> {
  const { email } = await findUserRow(app.db, id);
  assertUncommonPassword(locale, password, email, 'password');
  const passwordHash = await hashPassword(password, app.config.argon2);
  return app.db.transaction(async (tx) => {
    await findUserRow(tx, id, true);
    const now = new Date();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, id));
    await revokeUserSessions(tx, id, 'password');
    return maskedUser(app.secrets, await findUserRow(tx, id));
  });
}

/** Lifts a login lockout early (the login guard's own unlock: the next try still needs a captcha). */
export async function unlockUser(app: FastifyInstance, id: string): Promise<User> {
  return app.db.transaction(async (tx) => {
    const row = await findUserRow(tx, id, true);
    await unlockLogin(tx, row.email);
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, id));
    return maskedUser(app.secrets, await findUserRow(tx, id));
  });
}
