import { BACK_OFFICE_BASE, isStaffRole } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showMessage } from '../../api/feedback.js';
import { logout } from '../../auth/auth-api.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { MenuButton, type MenuButtonItem } from '../../components/menu-button.js';

/** Login and register links for visitors; for a signed-in user their name with a menu. */
export function UserArea() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  if (!isUserSession(session)) {
    const here = `${pathname}${search}`;
    const loginTo =
      pathname === '/login' || pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
    return (
      <div className="user-area">
        <Link className="header-link" to={loginTo}>
          {t('header.login')}
        </Link>
        <Link className="header-link" to="/personAuth">
          {t('header.register')}
        </Link>
      </div>
    );
  }

  const name = session.userName || session.account;
  const items: MenuButtonItem[] = [
    ...(isStaffRole(session.role) ? [{ key: 'backOffice', label: t('header.backOffice') }] : []),
    { key: 'account', label: t('header.accountInfo') },
    { key: 'logout', label: t('header.logout'), divider: true },
  ];
  const onSelect = (key: string) => {
    if (key === 'backOffice') void navigate(BACK_OFFICE_BASE);
    if (key === 'account') void navigate('/frontAccountInfo');
    if (key === 'logout') {
      void logout().then(() => showMessage('success', t('header.loggedOut')));
    }
  };
  return (
    <div className="user-area">
      <MenuButton
        className="header-link user-button"
        label={t('header.userMenu', { name })}
        items={items}
        onSelect={onSelect}
      >
        {name}
      </MenuButton>
    </div>
  );
}
