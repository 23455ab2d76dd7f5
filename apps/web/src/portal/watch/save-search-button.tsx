import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { lazyWithAntd } from '../../routing/antd-route.js';
import { retryImport } from '../../routing/lazy-retry.js';
import { canWatch, type SearchToSave } from './watch.api.js';

// The dialog's form loads, with antd, when someone first saves a search: the search page has none.
const SaveSearchDialog = lazyWithAntd(() =>
  retryImport(() => import('./save-search-dialog.js')).then((m) => m.SaveSearchDialog),
);

/**
 * "保存检索" on /patentSearch: a person or a company names the current search and chooses its
 * alerts in a dialog; a visitor is offered the login (and the way back here); staff accounts,
 * which keep no alerts, see nothing.
 */
export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!isUserSession(session)) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Link className="form-button form-button--small" to={`/login?redirect=${back}`}>
        {t('watch.save.login')}
      </Link>
    );
  }
  if (!canWatch(session.role)) return null;
  return (
    <>
      <button type="button" className="form-button form-button--small" onClick={() => setOpen(true)}>
        {t('watch.save.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
