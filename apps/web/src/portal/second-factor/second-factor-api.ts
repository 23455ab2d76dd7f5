import type {
  Envelope,
  LoginResponse,
  MfaRequired,
  RecoveryCodes,
  SecondFactorLoginResponse,
  SecondFactorStatus,
  TotpEnrolment,
} from '@cityip/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isEnvelope } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { send } from '../../api/transport.js';
import { saveLoginResult } from '../../auth/session-actions.js';

/**
 * A password login that still owes its second factor (security case 3). Its token is kept here,
 * in memory, and never stored as the session: the rest of the app must not go out with a token
 * the server refuses everywhere but on the second step.
 */
export interface PendingLogin {
  step: MfaRequired;
  /** The Authorization value of the pending token. */
  bearer: string;
}

/** A successful login (password or SSO) as a page acts on it: go on, or ask for the second factor first. */
export interface LoginSuccess {
  role: string;
  /** The password or the provider was right but the login owes its second factor (security case 3). */
  secondFactor?: PendingLogin;
}

export function loginSuccessOf(answer: LoginResponse): LoginSuccess {
  const { token, mfaRequired } = answer;
  if (!mfaRequired) return { role: answer.role };
  return {
    role: answer.role,
    secondFactor: { step: mfaRequired, bearer: `${token.token_type} ${token.access_token}` },
  };
}

/** The answer of a second-step call: success with tokens, or a refusal envelope the panel shows. */
export type SecondStepAnswer = SecondFactorLoginResponse | Envelope<unknown>;

async function postWith<T>(pending: PendingLogin, url: string, data?: unknown): Promise<T> {
  const raw = await send({ url, method: 'POST', data, authorization: pending.bearer });
  if (!isEnvelope(raw.body)) throw new ApiError(`HTTP ${raw.status}`, 'http', raw.status, raw.status);
  return raw.body as T;
}

/** POST /api/second-factor/enrol: a new secret and its otpauth:// URI. */
export async function startEnrolment(pending: PendingLogin): Promise<TotpEnrolment> {
  const answer = await postWith<Envelope<TotpEnrolment>>(pending, '/second-factor/enrol');
  if (answer.code !== 200) throw new ApiError(answer.msg, 'business', 200, answer.code, answer);
  return answer.data;
}

/** Whether a second-step answer completed the login (it then carries the new tokens). */
export function isCompleted(answer: SecondStepAnswer): answer is SecondFactorLoginResponse {
  return answer.code === 200 && 'token' in answer;
}

async function completeWith(pending: PendingLogin, url: string, code: string): Promise<SecondStepAnswer> {
  const answer = await postWith<SecondStepAnswer>(pending, url, { code });
  // Only now does the browser hold a session: the verified tokens, saved as after any login.
  if (isCompleted(answer)) saveLoginResult(answer);
  return answer;
}

/** POST /api/second-factor/enrol/confirm: the app's first code; success carries the recovery codes. */
export function confirmEnrolment(pending: PendingLogin, code: string): Promise<SecondStepAnswer> {
  return completeWith(pending, '/second-factor/enrol/confirm', code);
}

/** POST /api/second-factor/verify: a code of the app, or a recovery code. */
export function verifySecondFactor(pending: PendingLogin, code: string): Promise<SecondStepAnswer> {
  return completeWith(pending, '/second-factor/verify', code);
}

const statusKey = ['second-factor'] as const;

/** GET /api/second-factor: whether the signed-in user has an authenticator and how many recovery codes are left. */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => callApi<SecondFactorStatus>({ url: '/second-factor' }) });
}

/**
 * POST /api/second-factor/recovery-codes: new recovery codes for a current authenticator code (the
 * old ones stop working); the state above is fetched again.
 */
export function useRecoveryCodeRenewal(): (code: string) => Promise<string[]> {
  const queryClient = useQueryClient();
  return async (code) => {
    const answer = await callApi<RecoveryCodes>({
      url: '/second-factor/recovery-codes',
      method: 'POST',
      data: { code },
    });
    await queryClient.invalidateQueries({ queryKey: statusKey });
    return answer.recoveryCodes;
  };
}
