import type {
  AdminConsultDetail,
  ConsultAskFormInput,
  ConsultReceipt,
  ConsultVisitorAskFormInput,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { type FormPart, multipartOf } from '../../../test/upload-samples.js';
import { call as callFrom, mailedCode, solvedCaptcha } from '../verification/verification-test-kit.js';
import { consultations } from './consultations.tables.js';

/** Test helpers of the consultation suites (test-only code: nothing in the server imports it). */

let sequence = 0;

/** A question as the ask form sends it for an account; `overrides` replace fields. */
export function buildQuestion(overrides: Partial<ConsultAskFormInput> = {}): ConsultAskFormInput {
  sequence += 1;
  return {
    category: 'policySubsidy',
    title: `专利资助申请条件咨询${sequence}`,
    question: '请问本市发明专利授权后的资助标准是多少？需要提交哪些材料？',
    publishable: true,
    ...overrides,
  };
}

/** A file part of the ask request. */
export function filePart(filename: string, content: Buffer, type = 'application/pdf'): FormPart {
  return { name: 'files', filename, content, type };
}

/** POST /api/consultations as `token` (multipart: the payload as JSON, then the files). */
export async function ask(
  t: TestApp,
  token: string | null,
  payload: unknown,
  options: { files?: FormPart[]; ip?: string; lang?: 'zh-CN' | 'en-US' } = {},
) {
  const body = multipartOf([{ name: 'payload', content: JSON.stringify(payload) }, ...(options.files ?? [])]);
  const headers: Record<string, string> = { 'content-type': body.contentType };
  if (token) headers.authorization = token;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/consultations',
    headers,
    payload: body.payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

let visitors = 0;

/** A fresh visitor's email and address, so no send or daily limit is shared between tests. */
export function newVisitor(): { email: string; ip: string } {
  visitors += 1;
  return { email: `asker${visitors}-${Date.now()}@example.com`, ip: `198.51.100.${visitors}` };
}

/** Sends the ask code to `email` (captcha solved) and reads it from the mail, as a visitor would. */
export async function askCode(t: TestApp, email: string, ip: string): Promise<string> {
  const sent = await callFrom(t, 'POST', '/api/consultations/code', {
    body: { channel: 'email', contact: email, ...(await solvedCaptcha(t)) },
    ip,
  });
  if (sent.body.code !== 200) throw new Error(sent.body.msg);
  return mailedCode(t, email);
}

/** A visitor's question, the code verified; returns the receipt and the visitor's email. */
export async function visitorAsks(
  t: TestApp,
  overrides: Partial<ConsultVisitorAskFormInput> = {},
  options: { files?: FormPart[]; lang?: 'zh-CN' | 'en-US' } = {},
): Promise<{ receipt: ConsultReceipt; email: string; ip: string }> {
  const { email, ip } = newVisitor();
  const code = await askCode(t, email, ip);
  const payload = { ...buildQuestion(), name: '张小明', channel: 'email', contact: email, code, ...overrides };
  const response = await ask(t, await t.visitorToken(), payload, { ...options, ip });
  if (response.body.code !== 200) throw new Error(response.text);
  return { receipt: response.body.data as ConsultReceipt, email, ip };
}

/** One staff step on a question; throws unless it succeeds. */
export async function staffStep(t: TestApp, token: string, id: string, step: string, body?: object, method = 'POST') {
  const response = await call(t, token, method as 'POST' | 'PUT', `/api/admin/consultations/${id}/${step}`, {
    ...(body ? { body } : {}),
  });
  if (response.body.code !== 200) throw new Error(response.text);
  return response.body.data as AdminConsultDetail;
}

/** The account id behind a session token. */
export async function userIdOf(t: TestApp, token: string): Promise<string> {
  const me = await call(t, token, 'GET', '/api/account/me');
  return me.body.data.userId as string;
}

/** The stored row of a question, for what the API never shows (the sealed contact). */
export async function rowOf(t: TestApp, id: string) {
  const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
  if (!row) throw new Error(`no consultation ${id}`);
  return row;
}
