import type { SsoAuthorization, SsoCallbackQuery, SsoLinkInput, SsoLinkRequired } from '@cityip/contracts';
import { Code } from '@cityip/contracts';
import { callApi } from '../../api/call-api.js';
import { request } from '../../api/http-client.js';
import { type LoginAnswer, saveUnlessPending } from '../../auth/auth-api.js';

/** What check_user answers: a login, "confirm with your password", or a refusal. */
export type SsoAnswer = LoginAnswer | { code: typeof Code.SSO_LINK_REQUIRED; msg: string; data: SsoLinkRequired };

/**
 * The state of the login this browser started, kept in sessionStorage: an answer arriving at
 * /sso/login with another state was started elsewhere (login CSRF) and is not used.
 */
const STATE_KEY = 'sso_state';

function readState(): string | null {
  try {
    return window.sessionStorage.getItem(STATE_KEY);
  } catch {
    return null;
  }
}

/** Leaving the portal for the provider's sign-in page (an object, so tests can stand in for the browser). */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** GET /api/sso/authorize: remembers the state and returns the provider's sign-in address. */
export async function startSso(): Promise<string> {
  const started = await callApi<SsoAuthorization>({ url: '/sso/authorize' });
  window.sessionStorage.setItem(STATE_KEY, started.state);
  return started.url;
}

/** Whether the provider's answer belongs to the login this browser started; the state is used up either way. */
export function takeSsoState(state: string): boolean {
  const started = readState();
  try {
    window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    // Unreadable storage already made `started` null.
  }
  return started !== null && started === state;
}

/** A login-shaped answer is saved as the session exactly as the password login saves it. */
async function loginCall(options: Parameters<typeof request>[0]): Promise<SsoAnswer> {
  const answer = (await request<unknown>({ ...options, silent: true })) as unknown as SsoAnswer;
  if (answer.code === Code.OK && 'role' in answer) saveUnlessPending(answer);
  return answer;
}

/** GET /api/oauth/check_user with the provider's answer. */
export function checkSsoUser(query: SsoCallbackQuery): Promise<SsoAnswer> {
  return loginCall({ url: '/oauth/check_user', params: query });
}

/** POST /api/sso/link: the existing account's password (transport ciphertext) confirms the link. */
export function linkSsoAccount(input: SsoLinkInput): Promise<SsoAnswer> {
  return loginCall({ url: '/sso/link', method: 'POST', data: input });
}
