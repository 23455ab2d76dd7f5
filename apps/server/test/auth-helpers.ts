import { encryptPassword } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { captchas } from '../src/features/auth/auth.tables.js';
import type { TestApp } from './test-app.js';

/** POST /api/login with the password encrypted as the SPA does. */
export function postLogin(
  t: TestApp,
  email: string,
  password: string,
  extra: { captchaId?: string; captchaCode?: string } = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: { email, password: encryptPassword(password, t.config.loginAesKey), ...extra },
  });
}

/** Fetches a captcha through the API and reads its answer from the database (what a human would read). */
export async function solveCaptcha(t: TestApp): Promise<{ captchaId: string; captchaCode: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captchaImage' });
  const { captchaId } = response.json<{ data: { captchaId: string } }>().data;
  const [row] = await t.db.select().from(captchas).where(eq(captchas.id, captchaId));
  if (!row) throw new Error('captcha not stored');
  return { captchaId, captchaCode: row.answer };
}

/** Authorization header for `token`. */
export const auth = (token: string) => ({ authorization: token });
