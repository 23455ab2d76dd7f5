import { type ContactRequestInput, localDateAt } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { solveCaptcha } from '../../../test/auth-helpers.js';
import { call } from '../../../test/content-test-kit.js';
import { DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { users } from '../accounts/accounts.tables.js';
import { type NewTalentRow, talents } from '../talents/talents.tables.js';
import { type NewTechDemandRow, techDemands } from '../tech-demands/tech-demands.tables.js';

/**
 * Test-only factories (nothing in the server imports this file). Experts and demands are written
 * straight into their tables: the talent and demand features were built alongside this one.
 */

/** The address the test experts are mailed at: it must never reach a requester. */
export const EXPERT_EMAIL = 'expert.zhang@research.example.cn';

/** The city-calendar date `days` from today (negative: in the past). */
export function cityDate(t: TestApp, days: number): string {
  return localDateAt(new Date(Date.now() + days * 86_400_000), t.config.cityProfile.timeZone);
}

/** A published expert who takes contacts, reached at {@link EXPERT_EMAIL} (sealed as stored). */
export async function insertTalent(t: TestApp, overrides: Partial<NewTalentRow> = {}): Promise<string> {
  const [row] = await t.db
    .insert(talents)
    .values({
      name: '张明远',
      organisation: '示范大学知识产权学院',
      status: 'published',
      publishedAt: new Date(),
      emailSealed: t.app.secrets.seal(EXPERT_EMAIL),
      phoneSealed: t.app.secrets.seal('13800138000'),
      ...overrides,
    })
    .returning({ id: talents.id });
  if (!row) throw new Error('talent insert returned no row');
  return row.id;
}

/** The demo company account, which owns the test demands. */
export async function companyAccount(t: TestApp) {
  const [row] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS.user.email));
  if (!row) throw new Error('no demo company');
  return row;
}

/** A published demand of the demo company, open to contacts and valid for a month. */
export async function insertDemand(t: TestApp, overrides: Partial<NewTechDemandRow> = {}): Promise<string> {
  const company = await companyAccount(t);
  const [row] = await t.db
    .insert(techDemands)
    .values({
      companyUserId: company.id,
      companyName: '示范新材料科技有限公司',
      title: '高导热石墨烯复合材料制备技术',
      industry: 'newMaterials',
      status: 'published',
      publishedAt: new Date(),
      validUntil: cityDate(t, 30),
      ...overrides,
    })
    .returning({ id: techDemands.id });
  if (!row) throw new Error('demand insert returned no row');
  return row.id;
}

/** A valid request to `targetId`, without captcha. */
export function buildRequest(
  targetKind: ContactRequestInput['targetKind'],
  targetId: string,
  overrides: Partial<ContactRequestInput> = {},
): ContactRequestInput {
  return {
    targetKind,
    targetId,
    subject: '关于专利许可合作的咨询',
    message: '您好，我司希望就相关技术开展许可合作，盼复。',
    requesterName: '李娜',
    requesterContact: 'li.na@company.example.cn',
    ...overrides,
  };
}

/** POST /api/contact-requests as `token`, from `ip` (inject's default otherwise). */
export async function sendRequest(
  t: TestApp,
  token: string | null,
  body: object,
  options: { lang?: 'zh-CN' | 'en-US'; ip?: string } = {},
) {
  if (!options.ip) return call(t, token, 'POST', '/api/contact-requests', { body, lang: options.lang });
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'zh-CN' };
  if (token) headers.authorization = token;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact-requests',
    headers,
    payload: body,
    remoteAddress: options.ip,
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

/** A request with a solved captcha, as a visitor's form sends it. */
export async function withCaptcha(t: TestApp, body: ContactRequestInput): Promise<ContactRequestInput> {
  return { ...body, ...(await solveCaptcha(t)) };
}
