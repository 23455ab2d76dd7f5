import type { Captcha, LoginInput, LoginRefusal, LoginResponse } from '@cityip/contracts';
import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { ApiError, request } from '../api/http-client.js';
import { navigateTo } from '../api/navigation.js';
import { startVisitorSession } from '../api/visitor-login.js';
import { endUserSession, saveLoginResult } from './session-actions.js';
import { getSession } from './session-store.js';

/** A login answer: the success shape, or a refusal whose data says whether a captcha is needed. */
export type LoginAnswer = (LoginResponse & { code: 200 }) | { code: number; msg: string; data: LoginRefusal | null };

/**
 * POST /api/login with the encrypted password. On code 200 the session is saved (spec section 4);
 * any other code is passed through and nothing is saved. Nor is a login that still owes its second
 * factor (security case 3): its token is only good for that step, which saves the session after.
 */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const response = (await request<unknown>({
    url: '/login',
    method: 'POST',
    data: input,
    silent: true,
  })) as unknown as LoginAnswer;
  saveUnlessPending(response);
  return response;
}

/**
 * Saves a successful login as the session, except one that still owes its second factor: its
 * token is only good for that step, which saves the session after.
 */
export function saveUnlessPending(answer: LoginAnswer): void {
  if (answer.code === 200 && !('mfaRequired' in answer && answer.mfaRequired)) saveLoginResult(answer);
}

/** GET /api/captchaImage: a fresh single-use captcha. */
export async function fetchCaptcha(): Promise<Captcha> {
  const response = await request<Captcha>({ url: '/captchaImage', silent: true });
  if (response.code !== 200) throw new ApiError(response.msg, 'business', 200, response.code, response);
  return response.data;
}

/**
 * Logs out: revokes the session on the server (best effort), clears the login state and account
 * info, returns to the portal home and becomes a visitor again.
 */
export async function logout(): Promise<void> {
  try {
    await request({ url: '/logout', method: 'POST', silent: true });
  } catch {
    // The local session ends regardless; an unreachable server must not keep the user signed in.
  }
  endUserSession();
  await navigateTo(DEFAULT_HOME_ROUTE);
  await startVisitorSession();
}

/**
 * Checks a stored user session on start (GET /api/account/me): a session revoked by a login
 * elsewhere or expired meanwhile gets the spec's notice now, not at the user's next click.
 */
export async function verifyUserSession(): Promise<void> {
  if (!getSession().token) return;
  try {
    await request({ url: '/account/me', silent: true });
  } catch {
    // The HTTP client has already shown the notice for a dead session; other failures wait for the next call.
  }
}
