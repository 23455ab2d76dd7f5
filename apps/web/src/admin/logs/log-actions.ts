/**
 * Action names the server writes to the logs (login/logout from auth, the `action` route config of
 * back-office writes). Each has a `logs.action.<name>` text; other actions (a write without a
 * configured name is logged as "METHOD /route") are shown as they are.
 */
export const KNOWN_LOG_ACTIONS = [
  'login',
  'lockout',
  'logout',
  'register',
  'resetPassword',
  'user.create',
  'user.update',
  'user.status',
  'user.resetPassword',
  'user.unlock',
  'identity.reveal',
  'account.reveal',
  'application.view',
  'logs.export',
  'logs.purge',
] as const;

type Translate = (key: string, options?: { defaultValue: string }) => string;

/** The readable name of a logged action, or the action itself when it has none. */
export function actionLabel(t: Translate, action: string): string {
  return t(`logs.action.${action}`, { defaultValue: action });
}
