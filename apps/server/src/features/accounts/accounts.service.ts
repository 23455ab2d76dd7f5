import {
  type AccountRole,
  Code,
  type Page,
  type User,
  type UserCreateInput,
  type UserListQuery,
  type UserUpdateInput,
} from '@cityip/contracts';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { hashPassword } from '../../lib/passwords.js';
import { unlockLogin } from '../auth/login-guard.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { type UserRow, users } from './accounts.tables.js';

type UserStatus = UserRow['status'];
/** A Drizzle transaction of {@link Db}. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An account on the wire: every column but the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    organization: row.organization,
    role: row.role,
    status: row.status,
    lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  name: users.name,
  lastLoginAt: users.lastLoginAt,
} as const;

/** One page of accounts matching the keyword (email or name), role and status. */
export async function listUsers(db: Db, query: UserListQuery): Promise<Page<User>> {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    keyword ? or(ilike(users.email, keyword), ilike(users.name, keyword)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  );
  const column = SORT_COLUMNS[query.sortField];
  // Never-logged-in accounts sort last either way; the id keeps pages stable on ties.
  const order = query.sortOrder === 'ascend' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(order, query.sortOrder === 'ascend' ? asc(users.id) : desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { items: rows.map(toUser), total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The account with `id`, or 404 error.userNotFound. */
export async function getUser(db: Db | Tx, id: string): Promise<User> {
  return toUser(await findUserRow(db, id));
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
function isUniqueViolation(error: unknown): boolean {
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
export async function createUser(db: Db, config: Config, input: UserCreateInput): Promise<User> {
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
        phone: input.phone ?? null,
        organization: input.organization ?? null,
        role: input.role,
        passwordHash,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
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
  db: Db,
  actorId: string | null,
  id: string,
  next: (row: UserRow) => { role: AccountRole; status: UserStatus },
  apply: (tx: Tx, row: UserRow) => Promise<void>,
): Promise<User> {
  return db.transaction(async (tx) => {
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
    return getUser(tx, id);
  });
}

/** Updates basic information and role; the admin-safety rules apply to the role change. */
export async function updateUser(db: Db, actorId: string | null, id: string, input: UserUpdateInput): Promise<User> {
  return changeAccount(
    db,
    actorId,
    id,
    (row) => ({ role: input.role, status: row.status }),
    async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          phone: input.phone ?? null,
          organization: input.organization ?? null,
          role: input.role,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
  );
}

/** Enables or disables an account; disabling ends its sessions immediately. */
export async function setUserStatus(db: Db, actorId: string | null, id: string, status: UserStatus): Promise<User> {
  return changeAccount(
    db,
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
export async function resetUserPassword(db: Db, config: Config, id: string, password: string): Promise<User> {
  await findUserRow(db, id);
  const passwordHash = await hashPassword(password, config.argon2);
  return db.transaction(async (tx) => {
    await findUserRow(tx, id, true);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserSessions(tx, id, 'password');
    return getUser(tx, id);
  });
}

/** Lifts a login lockout early (the login guard's own unlock: the next try still needs a captcha). */
export async function unlockUser(db: Db, id: string): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await findUserRow(tx, id, true);
    await unlockLogin(tx, row.email);
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, id));
    return getUser(tx, id);
  });
}
