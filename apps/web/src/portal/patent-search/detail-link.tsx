import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DETAIL_OPENED } from './use-search-state.js';

/**
 * A link that opens a patent's detail drawer: a real address (`?...&id=`), so it can be opened in
 * a new tab or shared, marked so that closing the drawer goes back.
 */
export function DetailLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link to={href} state={DETAIL_OPENED} preventScrollReset className={className}>
      {children}
    </Link>
  );
}
