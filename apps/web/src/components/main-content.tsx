import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { usePageShown } from '../app/frame-first.js';
import { PageLoading } from './page-loading.js';
import { MAIN_CONTENT_ID } from './skip-link.js';
import { useKeyboardScrollableTables } from './use-keyboard-scrollable-tables.js';

/** The <main> of a layout: the skip link's target, showing the route's page, its wide tables scrollable by keyboard. */
export function MainContent({ className }: { className: string }) {
  const main = useRef<HTMLElement>(null);
  const pageShown = usePageShown();
  useKeyboardScrollableTables(main);
  return (
    <main ref={main} id={MAIN_CONTENT_ID} className={className} tabIndex={-1}>
      {pageShown ? (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </main>
  );
}
