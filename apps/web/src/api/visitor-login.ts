import { type LoginResult, saveLoginResult } from '../auth/session-actions.js';
import { getSession } from '../auth/session-store.js';
import { ApiError, isEnvelope } from './api-error.js';
import { createRenewer } from './single-flight.js';
import { send } from './transport.js';

async function loginAsVisitor(): Promise<void> {
  const response = await send({ url: '/oauth/visitor', method: 'POST' });
  const body = response.body;
  if (!response.ok || !isEnvelope(body) || !saveLoginResult(body as LoginResult)) {
    const code = isEnvelope(body) ? body.code : response.status;
    throw new ApiError(`Visitor login failed (${code})`, 'http', response.status, code, isEnvelope(body) ? body : null);
  }
}

/** Single-flight visitor login (POST /api/oauth/visitor); concurrent callers share one login. */
export const visitorRenewer = createRenewer(loginAsVisitor, () => getSession().visitor);

/** Makes sure a visitor token exists, logging in as the built-in visitor when it does not. */
export async function ensureVisitorToken(): Promise<void> {
  const pending = visitorRenewer.pending();
  if (pending) return pending;
  if (!getSession().visitor) await visitorRenewer.renew('');
}

/**
 * Visitor auto-login on start (spec section 4): with neither a user token nor a visitor token the
 * app silently logs in as the visitor. Failures stay silent; the next call tries again.
 */
export async function startVisitorSession(): Promise<void> {
  const session = getSession();
  if (session.token || session.visitor) return;
  try {
    await ensureVisitorToken();
  } catch {
    // Silent by design: the portal's public pages still render, and requests retry the login.
  }
}
