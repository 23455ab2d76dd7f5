import { addDays, type TechDemandDetail, type TechDemandFormInput } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from '../identity/identity.tables.js';
import { logs } from '../logs/logs.tables.js';
import { registerAccount } from '../verification/verification-test-kit.js';
import { cityToday } from './tech-demands.view.js';

/** Test helpers of the technology-demand suites (test-only code: nothing in the server imports it). */

/** The city's date `days` from today (negative: past). */
export function dayFromToday(t: TestApp, days: number): string {
  return addDays(cityToday(t.config), days);
}

let sequence = 0;

/** A valid demand as the company's form sends it; `overrides` replace fields. */
export function buildDemand(t: TestApp, overrides: Partial<TechDemandFormInput> = {}): TechDemandFormInput {
  sequence += 1;
  return {
    title: `储能电站热管理技术需求${sequence}`,
    industry: t.config.cityProfile.industries[0]?.code ?? '',
    ipcHints: ['h01m 10/60', 'G06F'],
    description: '我司需要一种适用于储能电站的液冷热管理方案，电芯温差控制在 3 ℃ 以内。',
    modes: ['licence', 'joint'],
    budgetNegotiable: false,
    budgetMin: 50,
    budgetMax: 120,
    validUntil: dayFromToday(t, 90),
    contactViaPlatform: true,
    ...overrides,
  };
}

/** Creates a demand through the API as `token`; `submit` sends it to review at once. */
export async function createDemand(
  t: TestApp,
  token: string,
  overrides: Partial<TechDemandFormInput> = {},
  submit = false,
): Promise<TechDemandDetail> {
  const response = await call(t, token, 'POST', '/api/my/tech-demands', {
    body: { ...buildDemand(t, overrides), submit },
  });
  if (response.body.code !== 200) throw new Error(response.text);
  return response.body.data as TechDemandDetail;
}

/** Approves a pending demand as `staff`. */
export async function approve(t: TestApp, staff: string, id: string): Promise<void> {
  const response = await call(t, staff, 'POST', `/api/admin/tech-demands/${id}/approve`);
  if (response.body.code !== 200) throw new Error(response.text);
}

/** A published demand of the company `token`: created, submitted and approved by `staff`. */
export async function publishedDemand(
  t: TestApp,
  token: string,
  staff: string,
  overrides: Partial<TechDemandFormInput> = {},
): Promise<TechDemandDetail> {
  const demand = await createDemand(t, token, overrides, true);
  await approve(t, staff, demand.id);
  return demand;
}

/**
 * A second company besides the demo one: a self-registered account whose company authentication
 * is `status` (approved: role `user`, as the review would make it).
 */
export async function anotherCompany(
  t: TestApp,
  status: 'approved' | 'pending' = 'approved',
): Promise<{ token: string; userId: string; email: string }> {
  const account = await registerAccount(t, 'company');
  await t.db.update(users).set({ role: 'user' }).where(eq(users.id, account.userId));
  await t.db.insert(identities).values({
    userId: account.userId,
    kind: 'company',
    status,
    name: '临江新材料股份有限公司',
    phoneSealed: 'sealed',
    phoneMasked: '139****0000',
    reviewedAt: status === 'approved' ? new Date() : null,
  });
  return account;
}

/** Operation-log entries of `action` on `target`. */
export function logEntries(t: TestApp, action: string, target: string) {
  return t.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, action), eq(logs.target, target)));
}
