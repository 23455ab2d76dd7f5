import { maskIdNumber, maskPhone } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { identities } from '../../features/identity/identity.tables.js';
import { secretBox } from '../../lib/secret-box.js';
import type { Db } from '../client.js';

/**
 * Approved real-name authentications of the demo person and company, so the demo (and the
 * browser journeys) can apply online at once. The numbers pass their checksums but belong to no
 * one: fictional demo data like the accounts themselves. Only inserted while the account has no
 * authentication of its own, so nothing a demo user submitted is overwritten.
 */
export async function seedDemoIdentities(db: Db, config: Config): Promise<void> {
  const box = secretBox(config.dataEncryptionKey);
  const now = new Date();
  const demo = [
    {
      email: 'person@demo.local',
      accountType: 'person' as const,
      identity: {
        kind: 'person' as const,
        name: '张三',
        idNumberSealed: box.seal('440305199003071236'),
        idNumberMasked: maskIdNumber('440305199003071236'),
        phoneSealed: box.seal('13800138000'),
        phoneMasked: maskPhone('13800138000') ?? '',
      },
    },
    {
      email: 'company@demo.local',
      accountType: 'company' as const,
      identity: {
        kind: 'company' as const,
        name: '示范科技有限公司',
        creditCode: '91440300MA5FX2K3PC',
        legalRepresentative: '李四',
        contactName: '王五',
        phoneSealed: box.seal('13900139000'),
        phoneMasked: maskPhone('13900139000') ?? '',
      },
    },
  ];
  for (const entry of demo) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, entry.email));
    if (!user) continue;
    const [existing] = await db.select({ id: identities.id }).from(identities).where(eq(identities.userId, user.id));
    if (existing) continue;
    await db.update(users).set({ accountType: entry.accountType }).where(eq(users.id, user.id));
    await db
      .insert(identities)
      .values({ userId: user.id, status: 'approved', submittedAt: now, reviewedAt: now, ...entry.identity });
  }
}
