import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { clearAllSession, endUserSession } from '../auth/session-actions.js';
import { t } from '../i18n/index.js';
import { showMessage, showModal } from './feedback.js';
import { navigateTo } from './navigation.js';
import { startVisitorSession } from './visitor-login.js';

/** Delay before returning to the root after an invalid session (spec section 4: 0.5 s). */
export const RETURN_TO_ROOT_DELAY_MS = 500;

let returningToRoot = false;
let returnTimer: ReturnType<typeof setTimeout> | undefined;
let modalOpen = false;

/**
 * Business code 401 for a real user (spec section 4): warn that the login expired or the account
 * logged in elsewhere, clear local storage, go to the root after 0.5 s. Concurrent 401s show it once.
 */
export function handleSessionInvalid(): void {
  if (returningToRoot) return;
  returningToRoot = true;
  showMessage('warning', t('error.sessionInvalid'));
  clearAllSession();
  returnTimer = setTimeout(() => {
    returningToRoot = false;
    void navigateTo('/');
    // The visitor is the default state again (spec section 4: visitor whenever the token is empty).
    void startVisitorSession();
  }, RETURN_TO_ROOT_DELAY_MS);
}

function loginPath(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  if (!here || here === '/' || here === DEFAULT_HOME_ROUTE || here.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/**
 * Business code 1401 (and an HTTP 401 while a user token was present): a modal with the same
 * notice; OK or close goes to the login page. Only one such modal is open at a time.
 */
export function showLoginRequired(): void {
  if (modalOpen) return;
  modalOpen = true;
  const target = loginPath();
  showModal(t('error.sessionInvalid'), () => {
    modalOpen = false;
    void navigateTo(target);
  });
}

/** HTTP 401 with a user token, or a user token that expired unrefreshed: clear it and show the modal. */
export function expireUserSession(): void {
  endUserSession();
  showLoginRequired();
}

/** Resets the once-guards and cancels a pending return to the root (tests). */
export function resetSessionNotices(): void {
  clearTimeout(returnTimer);
  returningToRoot = false;
  modalOpen = false;
}
