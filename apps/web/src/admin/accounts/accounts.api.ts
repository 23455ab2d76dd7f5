import type {
  AccountListItem,
  AccountListQuery,
  Page,
  User,
  UserCreateInput,
  UserInfo,
  UserUpdateInput,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

const USERS_URL = '/admin/users';

/** React-query keys of the account screens; everything under `all` is refetched after a write. */
export const accountKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AccountListQuery) => [...accountKeys.all, 'list', query] as const,
  detail: (id: string) => [...accountKeys.all, 'detail', id] as const,
  me: ['account', 'me'] as const,
};

/** The list query as URL params: empty filters are left out so the server applies its defaults. */
export function toListParams(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** One page of users for the list screen; keeps the previous page on screen while the next loads. */
export function useUserList(query: AccountListQuery) {
  return useQuery({
    queryKey: accountKeys.list(query),
    queryFn: () => callApi<Page<AccountListItem>>({ url: USERS_URL, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One user for the edit screen; idle when creating (no id). */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: accountKeys.detail(id ?? ''),
    queryFn: () => callApi<User>({ url: `${USERS_URL}/${encodeURIComponent(id ?? '')}` }),
    enabled: Boolean(id),
  });
}

/** Id of the signed-in user, so the screens can keep admins from locking themselves out. */
export function useCurrentUserId(): string | null {
  const me = useQuery({
    queryKey: accountKeys.me,
    queryFn: () => callApi<UserInfo>({ url: '/account/me' }),
    staleTime: 5 * 60_000,
  });
  return me.data?.userId ?? null;
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountKeys.all });
}

/** Creates a user (no id) or updates one's basic information. */
export function useSaveUser(id: string | undefined) {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: UserCreateInput | UserUpdateInput) =>
      id
        ? callApi<User>({ url: `${USERS_URL}/${encodeURIComponent(id)}`, method: 'PUT', data: input })
        : callApi<User>({ url: USERS_URL, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Enables or disables an account. */
export function useSetUserStatus() {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: User['status'] }) =>
      callApi<unknown>({ url: `${USERS_URL}/${encodeURIComponent(id)}/status`, method: 'PUT', data: { status } }),
    onSuccess,
  });
}

/** Sets a new password chosen by the admin (plain text over HTTPS; the server checks the policy). */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      callApi<unknown>({ url: `${USERS_URL}/${encodeURIComponent(id)}/password`, method: 'PUT', data: { password } }),
  });
}

/** Lifts a login lock caused by repeated failed logins. */
export function useUnlockUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) =>
      callApi<unknown>({ url: `${USERS_URL}/${encodeURIComponent(id)}/unlock`, method: 'POST' }),
    onSuccess,
  });
}

/** Forgets a staff member's authenticator (security case 3): their sessions end, the next login enrols again. */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (id: string) =>
      callApi<unknown>({ url: `${USERS_URL}/${encodeURIComponent(id)}/second-factor`, method: 'DELETE' }),
  });
}

/** Whether the account is currently locked by the login guard. */
export function isLocked(user: Pick<User, 'lockedUntil'>, now = Date.now()): boolean {
  return user.lockedUntil !== null && new Date(user.lockedUntil).getTime() > now;
}
