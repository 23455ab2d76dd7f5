import { BACK_OFFICE_BASE, DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { redirect } from 'react-router';
import { showMessage } from '../api/feedback.js';
import { ApiError, request } from '../api/http-client.js';
import { getSession } from '../auth/session-store.js';
import { currentLanguage, loadLanguage, t } from '../i18n/index.js';

/** Whether a path is a back-office path (below /backStackSupport). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_BASE || pathname.startsWith(`${BACK_OFFICE_BASE}/`);
}

/** Outcome of the route guard. */
export type GuardDecision = 'allow' | 'check' | 'deny';

/**
 * The guard before the token check: other paths pass; a back-office path without a user token
 * is refused at once; with one, the server decides (spec section 5: the result must be truthy).
 */
export function guardBeforeCheck(pathname: string, userToken: string): GuardDecision {
  if (!isBackOfficePath(pathname)) return 'allow';
  return userToken ? 'check' : 'deny';
}

/** The guard after POST /api/check/token: truthy data allows, anything else denies. */
export function guardAfterCheck(data: unknown): GuardDecision {
  return data ? 'allow' : 'deny';
}

async function checkToken(token: string): Promise<{ data: unknown; noticeShown: boolean }> {
  try {
    const response = await request<boolean>({ url: '/check/token', method: 'POST', data: { token }, silent: true });
    return { data: response.code === 200 ? response.data : false, noticeShown: false };
  } catch (error) {
    // A revoked session already got its own notice from the HTTP client; do not add a second one.
    return { data: false, noticeShown: error instanceof ApiError && error.handled };
  }
}

/** Whether the user token still works (GET /api/account/me); a dead one gets the client's session notice. */
async function isSessionAlive(): Promise<boolean> {
  try {
    const response = await request({ url: '/account/me', silent: true });
    return response.code === 200;
  } catch (error) {
    return !(error instanceof ApiError && error.handled);
  }
}

/**
 * Route loader of /backStackSupport (runs on every navigation inside it): checks the user token;
 * when refused, says the role may not enter the back office and goes to the portal home.
 */
export async function backOfficeGuardLoader({ request: routeRequest }: { request: Request }) {
  const { pathname } = new URL(routeRequest.url);
  const token = getSession().token;
  let decision = guardBeforeCheck(pathname, token);
  let noticeShown = false;
  if (decision === 'check') {
    const result = await checkToken(token);
    decision = guardAfterCheck(result.data);
    noticeShown = result.noticeShown;
  }
  if (decision === 'allow') return null;
  // check/token is false both for a role without back-office rights and for a dead session; only
  // the second must read "please log in again", which the HTTP client shows when the probe fails.
  if (token && !noticeShown) noticeShown = !(await isSessionAlive());
  if (!noticeShown) {
    // The guard can run before the first render, while the visitor's language is still on its way.
    await loadLanguage(currentLanguage());
    showMessage('warning', t('error.noBackOffice'));
  }
  throw redirect(DEFAULT_HOME_ROUTE);
}
