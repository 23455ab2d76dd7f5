import '../../styles/admin.css';
import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { logout } from '../../auth/auth-api.js';
import { useSession } from '../../auth/session-store.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { MainContent } from '../../components/main-content.js';
import { SeniorModeSwitch } from '../../components/senior-mode-switch.js';
import { SkipLink } from '../../components/skip-link.js';
import { activeMenuPath, adminMenuFor } from './admin-menu.js';

function AdminSideMenu() {
  const { t } = useTranslation();
  const { role } = useSession();
  const { pathname } = useLocation();
  const groups = adminMenuFor(role);
  const active = activeMenuPath(pathname, groups);
  return (
    <nav className="admin-menu" aria-label={t('admin.menuLabel')}>
      {groups.map((group) => (
        <div key={group.group} className="admin-menu-group">
          <h2 id={`admin-group-${group.group}`}>{t(`admin.group.${group.group}`)}</h2>
          <ul aria-labelledby={`admin-group-${group.group}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={item.path === active ? 'admin-menu-link is-active' : 'admin-menu-link'}
                  aria-current={item.path === active ? 'page' : undefined}
                >
                  {t(`admin.route.${item.name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The back-office frame: header (title, user name, back to portal, logout, 长辈版, language) and side menu. */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="admin-layout">
      <SkipLink />
      <header className="admin-header">
        <Link to="/backStackSupport" className="admin-title">
          {t('admin.title')}
        </Link>
        <div className="header-tools">
          <span className="admin-user">{session.userName || session.account}</span>
          <Link className="header-link" to={DEFAULT_HOME_ROUTE}>
            {t('admin.backToPortal')}
          </Link>
          <button type="button" className="header-link" onClick={() => void logout()}>
            {t('header.logout')}
          </button>
          <SeniorModeSwitch />
          <LanguageSwitch />
        </div>
      </header>
      <div className="admin-body">
        <AdminSideMenu />
        <MainContent className="admin-main" />
      </div>
    </div>
  );
}
