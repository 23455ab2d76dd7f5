import { useLocation, useMatches } from 'react-router';
import { menuHighlight, type RouteHandle } from './route-meta.js';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that declares a title. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** Menu keys to highlight for the current location. */
export function useMenuHighlight(): string[] {
  const handle = useRouteHandle();
  const { search } = useLocation();
  return menuHighlight(handle, search);
}
