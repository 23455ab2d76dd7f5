import type { AccountProfile } from '@cityip/contracts';
import { writeItem } from '../../../auth/browser-storage.js';
import { getSession, notifySessionChanged } from '../../../auth/session-store.js';
import { STORAGE_KEYS } from '../../../auth/storage-keys.js';

/**
 * Brings the stored session's name, login email and role in line with the account as the server
 * now has it: the header shows them, and a change of name or email on the account page, or a role
 * granted by an approved authentication, should not wait for the next login.
 */
export function syncStoredAccount(account: Pick<AccountProfile, 'name' | 'email' | 'role'>): void {
  const session = getSession();
  if (!session.token) return;
  const changes: [string, string, string][] = [
    [STORAGE_KEYS.userName, session.userName, account.name],
    [STORAGE_KEYS.account, session.account, account.email],
    [STORAGE_KEYS.role, session.role, account.role],
  ];
  const stale = changes.filter(([, stored, current]) => stored !== current);
  if (stale.length === 0) return;
  for (const [key, , current] of stale) writeItem(key, current);
  notifySessionChanged();
}
