import {
  type AccountDeleteInput,
  type AccountProfile,
  Code,
  type CodeSent,
  type CompanyIdentityInput,
  type EmailChangeCodeInput,
  type EmailChangeInput,
  type ForgetPasswordCodeInput,
  type ForgetPasswordInput,
  type IdentityOverview,
  type PasswordChangeInput,
  type PersonIdentityInput,
  type ProfileUpdateInput,
  type RegisterCodeInput,
  type RegisterInput,
  type ReportDownload,
  type UploadRef,
} from '@cityip/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.js';
import { callApi } from '../../../api/call-api.js';
import { request } from '../../../api/http-client.js';
import { type LoginResult, saveLoginResult } from '../../../auth/session-actions.js';

/** React-query keys of the self-service account screens; `all` is refetched after every change. */
export const selfServiceKeys = {
  all: ['self-service'] as const,
  identity: ['self-service', 'identity'] as const,
  profile: ['self-service', 'profile'] as const,
  downloads: ['self-service', 'report-downloads'] as const,
};

/** GET /api/email: whether the address already has an account. */
export async function isEmailTaken(email: string): Promise<boolean> {
  const answer = await callApi<{ taken: boolean }>({ url: '/email', params: { email } });
  return answer.taken;
}

/** POST /api/register/code: the captcha is checked first, then a code is mailed to the address. */
export function sendRegisterCode(input: RegisterCodeInput): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/register/code', method: 'POST', data: input });
}

/**
 * POST /api/register: creates the account and answers like a login, so the new user is signed in
 * at once (the session is saved exactly as after POST /api/login).
 */
export async function register(input: RegisterInput): Promise<void> {
  const response = (await request<unknown>({
    url: '/register',
    method: 'POST',
    data: input,
    silent: true,
  })) as unknown as LoginResult & { msg: string };
  if (response.code !== Code.OK || !saveLoginResult(response)) {
    throw new ApiError(response.msg, 'business', 200, response.code, { ...response, data: response.data ?? null });
  }
}

/** POST /api/forgetPwdEmail: a reset code (the same answer whether or not the address has an account). */
export function sendResetCode(input: ForgetPasswordCodeInput): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/forgetPwdEmail', method: 'POST', data: input });
}

/** POST /api/forgetPwd: the new password with the emailed code; every session of the account ends. */
export function resetPassword(input: ForgetPasswordInput): Promise<unknown> {
  return callApi<unknown>({ url: '/forgetPwd', method: 'POST', data: input });
}

/** GET /api/identity: one's real-name authentication and whether the phone needs an SMS code. */
export function useIdentityOverview(enabled: boolean) {
  return useQuery({
    queryKey: selfServiceKeys.identity,
    queryFn: () => callApi<IdentityOverview>({ url: '/identity' }),
    enabled,
  });
}

/** POST /api/identity/phone-code: an SMS code to the phone being authenticated. */
export function sendPhoneCode(phone: string): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/identity/phone-code', method: 'POST', data: { phone } });
}

/** POST /api/identity/person or /company: submits the authentication for review. */
export function submitIdentity(
  input: { kind: 'person'; data: PersonIdentityInput } | { kind: 'company'; data: CompanyIdentityInput },
): Promise<unknown> {
  return callApi<unknown>({ url: `/identity/${input.kind}`, method: 'POST', data: input.data });
}

/** POST /api/uploads: a private upload; PDFs go as attachments, everything else as images. */
export function uploadPrivateFile(file: File): Promise<UploadRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  const kind = file.type === 'application/pdf' ? 'attachment' : 'image';
  return callApi<UploadRef>({ url: '/uploads', method: 'POST', params: { kind }, data: body });
}

/** GET /api/account/profile: the account page's data (identity masked). */
export function useAccountProfile() {
  return useQuery({
    queryKey: selfServiceKeys.profile,
    queryFn: () => callApi<AccountProfile>({ url: '/account/profile' }),
  });
}

/** GET /api/account/report-downloads: the reports this user downloaded. */
export function useReportDownloads() {
  return useQuery({
    queryKey: selfServiceKeys.downloads,
    queryFn: () => callApi<ReportDownload[]>({ url: '/account/report-downloads' }),
  });
}

/** PUT /api/account/profile: display name and organisation. */
export function updateProfile(input: ProfileUpdateInput): Promise<unknown> {
  return callApi<unknown>({ url: '/account/profile', method: 'PUT', data: input });
}

/** POST /api/account/password: the other sessions of the account end. */
export function changePassword(input: PasswordChangeInput): Promise<unknown> {
  return callApi<unknown>({ url: '/account/password', method: 'POST', data: input });
}

/** POST /api/account/email/code: a code to the new address. */
export function sendEmailChangeCode(input: EmailChangeCodeInput): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/account/email/code', method: 'POST', data: input });
}

/** POST /api/account/email: the new address with its code, confirmed by the password. */
export function changeEmail(input: EmailChangeInput): Promise<unknown> {
  return callApi<unknown>({ url: '/account/email', method: 'POST', data: input });
}

/** DELETE /api/account: closes the account; resolves with the server's explanation of what is kept. */
export async function deleteAccount(input: AccountDeleteInput): Promise<string> {
  const response = await request<unknown>({ url: '/account', method: 'DELETE', data: input, silent: true });
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  return response.msg;
}

/** Refetches every self-service query (after a submission or a change of the account). */
export function useRefreshSelfService(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: selfServiceKeys.all });
}
