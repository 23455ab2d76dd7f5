/** Full paths of the account screens (spec spelling, below the back-office parent route). */
export const ACCOUNT_LIST_PATH = '/backStackSupport/account/infos';
export const ACCOUNT_EDIT_PATH = '/backStackSupport/account/infosOperation';

/** Link to the edit screen of one user, or to the create screen without an id. */
export function accountEditHref(id?: string): string {
  return id ? `${ACCOUNT_EDIT_PATH}?id=${encodeURIComponent(id)}` : ACCOUNT_EDIT_PATH;
}
