import type { AccountRole } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import { users } from '../features/accounts/accounts.tables.js';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from './client.js';

interface SeedAccount {
  email: string;
  password: string;
  name: string;
  role: AccountRole;
  organization: string | null;
}

/** The demo accounts of issue 2 besides the admin (whose credentials are configuration). */
export const DEMO_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'bus@demo.local', password: 'Bus@12345', name: '平台运营', role: 'bus', organization: null },
  {
    email: 'company@demo.local',
    password: 'Company@12345',
    name: '示范科技有限公司',
    role: 'user',
    organization: '示范科技有限公司',
  },
  { email: 'person@demo.local', password: 'Person@12345', name: '张三', role: 'common', organization: null },
];

/**
 * Creates what the portal needs to be usable: the initial admin (only while no admin exists, so an
 * operator's own admin accounts are never touched) and, with DEMO_SEED, the demo accounts. Only
 * inserts missing rows; never overwrites, so it is safe on every start.
 */
export async function seedDatabase(db: Db, config: Config): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admins.length === 0) {
    await insertIfMissing(db, config, {
      email: config.adminEmail,
      password: config.adminPassword,
      name: '超级管理员',
      role: 'admin',
      organization: null,
    });
  }
  if (!config.demoSeed) return;
  for (const account of DEMO_ACCOUNTS) await insertIfMissing(db, config, account);
}

async function insertIfMissing(db: Db, config: Config, account: SeedAccount): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  if (existing.length > 0) return;
  await db
    .insert(users)
    .values({
      email: account.email,
      name: account.name,
      role: account.role,
      organization: account.organization,
      passwordHash: await hashPassword(account.password, config.argon2),
    })
    .onConflictDoNothing({ target: users.email });
}
