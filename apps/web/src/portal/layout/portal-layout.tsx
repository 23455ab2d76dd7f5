import { MainContent } from '../../components/main-content.js';
import { SkipLink } from '../../components/skip-link.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';

/** The front-site frame: skip link, header with the top menu, main content, footer. */
export function PortalLayout() {
  return (
    <div className="portal-layout">
      <SkipLink />
      <PortalHeader />
      <MainContent className="portal-main" />
      <PortalFooter />
    </div>
  );
}
