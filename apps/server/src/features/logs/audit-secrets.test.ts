import type { LoginResponse } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, postLogin } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { captchas } from '../auth/auth.tables.js';
import { identities } from '../identity/identity.tables.js';
import { verificationCodes } from '../verification/verification.tables.js';
import { call, cipher, mailedCode, registerAccount, solvedCaptcha } from '../verification/verification-test-kit.js';
import { logs } from './logs.tables.js';

/**
 * Security case 13: secrets never reach the logs. The flows that carry them run against an app
 * whose real logger (most verbose level) writes into a buffer; afterwards neither that output nor
 * any column of the log table holds one of them.
 */

const marker = Date.now().toString(36);
const PASSWORD = 'Amber-Kite#2024';
const WRONG_PASSWORD = `Wrong#Guess-${marker}`;
const NEW_PASSWORD = `Renewed#${marker}`;
const CAPTCHA_ANSWER = 'qzcaptchasecret7';
const SMS_SECRET = `Sms-Secret-${marker}`;
const ID_NUMBER = '110101200002290018';

let t: TestApp;
const logLines: string[] = [];
/** Every secret the flows used, by what it is. */
const secrets: { label: string; value: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

/** The log table as text: every column of every row. */
async function logTable(): Promise<string> {
  return JSON.stringify(await t.db.select().from(logs));
}

/** Whether `value` occurs in `text`; a code of digits only counts when not part of a longer number. */
function contains(text: string, value: string): boolean {
  if (/^\d+$/.test(value)) return new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text);
  return text.toLowerCase().includes(value.toLowerCase());
}

describe('case 13: secrets never logged', () => {
  it('keeps passwords, captcha answers, codes, tokens, the SMS secret and full ID numbers out of both logs', async () => {
    const account = await registerAccount(t, 'person', PASSWORD);
    secrets.push({ label: 'password', value: PASSWORD });

    // Wrong passwords until the captcha is asked for, then the right one with a captcha answer.
    for (let i = 0; i < 3; i++) await postLogin(t, account.email, WRONG_PASSWORD);
    secrets.push({ label: 'wrong password', value: WRONG_PASSWORD });
    const captcha = await solvedCaptcha(t);
    await t.db.update(captchas).set({ answer: CAPTCHA_ANSWER }).where(eq(captchas.id, captcha.captchaId));
    const login = await postLogin(t, account.email, PASSWORD, { ...captcha, captchaCode: CAPTCHA_ANSWER });
    const body = login.json<LoginResponse>();
    expect(body.code, login.body).toBe(200);
    secrets.push({ label: 'captcha answer', value: CAPTCHA_ANSWER });

    // Token refresh: both the old and the new pair are secrets.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/refresh',
      payload: { refresh_token: body.token.refresh_token },
    });
    const renewed = refreshed.json<LoginResponse>();
    expect(renewed.code, refreshed.body).toBe(200);
    for (const token of [body.token, renewed.token]) {
      secrets.push({ label: 'access token', value: token.access_token });
      secrets.push({ label: 'refresh token', value: token.refresh_token });
    }
    const bearer = `bearer ${renewed.token.access_token}`;

    // Real-name authentication with a full ID number, then an admin opening it in full.
    const submitted = await call(t, 'POST', '/api/identity/person', {
      token: bearer,
      body: { realName: '韩梅梅', idNumber: ID_NUMBER, phone: '13812345678', consent: true },
    });
    expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(200);
    secrets.push({ label: 'ID number', value: ID_NUMBER });
    const admin = await t.loginAs('admin');
    const [identity] = await t.db.select().from(identities).where(eq(identities.userId, account.userId));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/identities/${identity?.id}`,
      headers: auth(admin),
    });
    expect(detail.body).toContain(ID_NUMBER);

    // The SMS platform secret, saved by the admin.
    const sms = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/sms',
      headers: auth(admin),
      payload: {
        enabled: false,
        provider: 'demo',
        endpoint: 'https://sms.example.com/send',
        keyId: 'key-id',
        secret: SMS_SECRET,
        signature: '示范市知识产权局',
        templates: {
          verificationCode: 'SMS_1',
          applicationStatus: '',
          authenticationResult: '',
          consultation: '',
          test: '',
        },
      },
    });
    expect(sms.json().code, sms.body).toBe(200);
    secrets.push({ label: 'SMS secret', value: SMS_SECRET });

    // Password reset by mailed code.
    await t.db.execute(sql`update ${verificationCodes} set created_at = created_at - interval '61 seconds'`);
    await call(t, 'POST', '/api/forgetPwdEmail', { body: { email: account.email, ...(await solvedCaptcha(t)) } });
    const code = await mailedCode(t, account.email);
    const reset = await call(t, 'POST', '/api/forgetPwd', {
      body: { email: account.email, code, password: cipher(t, NEW_PASSWORD) },
    });
    expect(reset.body.code, JSON.stringify(reset.body)).toBe(200);
    secrets.push({ label: 'reset code', value: code });
    secrets.push({ label: 'new password', value: NEW_PASSWORD });

    const output = logLines.join('');
    const table = await logTable();
    // The capture works: the requests above are in the server log, the events in the table.
    expect(output).toContain('/api/forgetPwd');
    expect(table).toContain(account.email);
    for (const { label, value } of secrets) {
      expect(contains(output, value), `${label} in the server log`).toBe(false);
      expect(contains(table, value), `${label} in the log table`).toBe(false);
    }
  }, 90_000);
});
