import type { AccountRole } from '@cityip/contracts';
import { eq, inArray } from 'drizzle-orm';
import { type Config, ConfigError, DEMO_ADMIN_EMAIL, DEMO_SECRETS } from '../config.js';
import { sealPlainPhones } from '../features/accounts/account-phones.js';
import { users } from '../features/accounts/accounts.tables.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import type { Db } from './client.js';
import { seedDemoIdentities } from './demo-content/demo-identities.js';
import { seedDemoTalents } from './demo-content/demo-talents.js';
import { seedDemoTechDemands } from './demo-content/demo-tech-demands.js';
import { seedDemoWorkdays } from './demo-content/demo-workdays.js';

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
  { email: 'auditor@demo.local', password: 'Auditor@12345', name: '安全审计员', role: 'auditor', organization: null },
];

/**
 * Creates what the portal needs to be usable: the initial admin (only while no admin exists, so an
 * operator's own admin accounts are never touched) and, with DEMO_SEED, the demo accounts. Only
 * inserts missing rows; never overwrites, so it is safe on every start.
 */
export async function seedDatabase(db: Db, config: Config): Promise<void> {
  await sealPlainPhones(db, config);
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
  await seedDemoIdentities(db, config);
  await seedDemoTechDemands(db, config);
  await seedDemoTalents(db, config);
  await seedDemoWorkdays(db);
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

/**
 * Accounts that still accept their documented demo password. The admin is checked under the
 * configured email and the demo one, since a database seeded in demo mode keeps its admin after
 * ADMIN_EMAIL changes. Disabled accounts count too: re-enabling one would reopen the door.
 */
export async function findDemoPasswordAccounts(db: Db, config: Config): Promise<string[]> {
  const demoPasswords = new Map<string, string>(DEMO_ACCOUNTS.map((account) => [account.email, account.password]));
  for (const email of [config.adminEmail, DEMO_ADMIN_EMAIL]) demoPasswords.set(email, DEMO_SECRETS.ADMIN_PASSWORD);
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, [...demoPasswords.keys()]));
  const open: string[] = [];
  for (const row of rows) {
    const password = demoPasswords.get(row.email);
    if (password && (await verifyPassword(row.passwordHash, password))) open.push(row.email);
  }
  return open.sort();
}

/**
 * With NODE_ENV=production, refuses to start while a demo account still has its demo password:
 * the environment check cannot see accounts that an earlier demo-mode start put in the database.
 */
export async function assertNoDemoPasswords(db: Db, config: Config): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const open = await findDemoPasswordAccounts(db, config);
  if (open.length === 0) return;
  throw new ConfigError(
    `Refusing to start with NODE_ENV=production while these accounts still have their documented demo passwords: ${open.join(', ')}. ` +
      'Reset their passwords in the back office (user accounts); to get there, start once without NODE_ENV=production and with DEMO_SEED=false.',
  );
}
