import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading.js';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';

/** The front-site frame: skip link, header with the top menu, main content, footer. */
export function PortalLayout() {
  return (
    <div className="portal-layout">
      <SkipLink />
      <PortalHeader />
      <main id={MAIN_CONTENT_ID} className="portal-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PortalFooter />
    </div>
  );
}
