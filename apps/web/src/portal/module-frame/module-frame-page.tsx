import { EmptyState } from '../../components/empty-state.js';
import { PageFrame } from '../../components/page-frame.js';
import { titleParts } from '../../routing/route-meta.js';
import { useRouteHandle } from '../../routing/use-route-handle.js';

/**
 * A front-site page whose content a later issue builds: the page frame (breadcrumb and title from
 * the route) with the spec's empty state, so the route already works and is navigable.
 */
export function ModuleFramePage() {
  const handle = useRouteHandle();
  return (
    <PageFrame titleKeys={titleParts(handle?.title)}>
      <EmptyState />
    </PageFrame>
  );
}
