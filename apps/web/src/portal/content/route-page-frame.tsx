import '../../styles/content.css';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/page-frame.js';
import { titleParts } from '../../routing/route-meta.js';
import { useRouteHandle } from '../../routing/use-route-handle.js';

/** The page frame (breadcrumb and heading) from the current route's title. */
export function RoutePageFrame({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  return <PageFrame titleKeys={titleParts(handle?.title)}>{children}</PageFrame>;
}
