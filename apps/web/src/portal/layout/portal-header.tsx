import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { Link } from 'react-router';
import { usePlatformTitle } from '../../app/use-platform-title.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { SeniorModeSwitch } from '../../components/senior-mode-switch.js';
import { HeaderSearch } from '../header-search/header-search.js';
import { PortalNav } from './portal-nav.js';
import { UserArea } from './user-area.js';

/** The front-site header: platform title, search, user area, senior-mode and language switches, and the top menu. */
export function PortalHeader() {
  const title = usePlatformTitle();
  return (
    <header className="portal-header">
      <div className="header-bar">
        <Link to={DEFAULT_HOME_ROUTE} className="platform-title">
          <span className="platform-logo" aria-hidden="true">
            IP
          </span>
          <span>{title}</span>
        </Link>
        <HeaderSearch />
        <div className="header-tools">
          <UserArea />
          <SeniorModeSwitch />
          <LanguageSwitch />
        </div>
      </div>
      <PortalNav />
    </header>
  );
}
