import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page being rendered came from the server frame first: its header, menu and footer,
 * with the loading placeholder where the page goes (ssr/prerendered-pages.ts). The first render
 * in the browser must show that same placeholder to hydrate it; the page follows right after.
 */
let frameFirst = false;

/** Set around a frame-first render: by the server for its render, by the browser before hydrating one. */
export function setFrameFirstRender(on: boolean): void {
  frameFirst = on;
}

/**
 * Whether the route's page is shown: at once, except in the hydrating render of a frame-first
 * page, after which it comes in a transition (a slow phone keeps responding while it renders).
 */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(() => !frameFirst);
  useEffect(() => {
    if (shown) return;
    frameFirst = false;
    startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
