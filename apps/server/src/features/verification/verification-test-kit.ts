import { encryptPassword, type LoginResponse } from '@cityip/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { captchas } from '../auth/auth.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import type { OutgoingMail, OutgoingSms } from '../notifications/outbox.js';

/** A solved captcha: created through the API, its answer read from the database. */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaId: string; captchaCode: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captchaImage' });
  const { captchaId } = response.json<{ data: { captchaId: string } }>().data;
  const [row] = await t.db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, captchaId));
  if (!row) throw new Error('captcha not stored');
  return { captchaId, captchaCode: row.answer };
}

/** The mails queued to `address`, newest first. */
export async function mailsTo(t: TestApp, address: string): Promise<OutgoingMail[]> {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->'to' ? ${address}`))
    .orderBy(desc(outbox.createdAt));
  return rows.map((row) => row.payload as OutgoingMail);
}

/** The SMS queued to `phone`, newest first. */
export async function smsTo(t: TestApp, phone: string): Promise<OutgoingSms[]> {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), sql`${outbox.payload}->>'phone' = ${phone}`))
    .orderBy(desc(outbox.createdAt));
  return rows.map((row) => row.payload as OutgoingSms);
}

/** The 6-digit code of the latest code mail to `address`, read from its text as a person would. */
export async function mailedCode(t: TestApp, address: string): Promise<string> {
  const mail = (await mailsTo(t, address)).find((m) => m.event === 'verificationCode');
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

/** A password as the client sends it. */
export function cipher(t: TestApp, password: string): string {
  return encryptPassword(password, t.config.loginAesKey);
}

/** One JSON API call; `T` is the `data` the test expects (refusals carry their own). */
export async function call<T = null>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string | null; body?: unknown; ip?: string; lang?: 'zh-CN' | 'en-US' } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: T }>() };
}

let registered = 0;
/**
 * A new self-registered account through the real flow (captcha, mailed code, register); each
 * from its own address and IP so the send limits never get in the way.
 */
export async function registerAccount(
  t: TestApp,
  accountType: 'person' | 'company',
  password = 'Amber-Kite#2024',
): Promise<{ email: string; token: string; userId: string }> {
  registered += 1;
  const email = `${accountType}${registered}-${Date.now()}@example.com`;
  const ip = `192.0.2.${registered}`;
  await call(t, 'POST', '/api/register/code', { body: { email, ...(await solvedCaptcha(t)) }, ip });
  const body = {
    email,
    code: await mailedCode(t, email),
    name: accountType === 'person' ? '韩梅梅' : '示例创新有限公司',
    password: cipher(t, password),
    accountType,
    agreeTerms: true,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  const login = response.json<LoginResponse>();
  if (login.code !== 200) throw new Error(`registration failed: ${response.body}`);
  return { email, token: `bearer ${login.token.access_token}`, userId: login.data.userId };
}
