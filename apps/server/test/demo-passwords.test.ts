import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { assertNoDemoPasswords, DEMO_ACCOUNTS } from '../src/db/seed.js';
import { users } from '../src/features/accounts/accounts.tables.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testConfig } from './test-config.js';

describe('production start with demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const production = testConfig({ nodeEnv: 'production' });
  const setPassword = async (email: string, password: string) => {
    const passwordHash = await hashPassword(password, production.argon2);
    await t.db.update(users).set({ passwordHash }).where(eq(users.email, email));
  };

  it('refuses to start while demo accounts keep their demo passwords, naming them', async () => {
    const attempt = assertNoDemoPasswords(t.db, production);
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(
      /demo passwords: admin@demo\.local, auditor@demo\.local, bus@demo\.local, company@demo\.local, person@demo\.local\./,
    );
  });

  it('does not check outside production', async () => {
    await expect(assertNoDemoPasswords(t.db, testConfig())).resolves.toBeUndefined();
  });

  it('names only the accounts still open, the demo admin even under another ADMIN_EMAIL', async () => {
    await setPassword('bus@demo.local', 'Changed#2024');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'person@demo.local'));
    const config = { ...production, adminEmail: 'ops@city.gov.cn' };
    await expect(assertNoDemoPasswords(t.db, config)).rejects.toThrow(
      /demo passwords: admin@demo\.local, auditor@demo\.local, company@demo\.local, person@demo\.local\./,
    );
  });

  it('starts once every demo password is changed', async () => {
    for (const { email } of [...DEMO_ACCOUNTS, { email: 'admin@demo.local' }]) await setPassword(email, 'Changed#2024');
    await expect(assertNoDemoPasswords(t.db, production)).resolves.toBeUndefined();
  });
});
