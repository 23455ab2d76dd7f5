import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
 * `true` at once, or, when `deferred`, `false` for the first render and `true` right after it, in
 * a transition (a slow phone keeps responding while what it reveals renders).
 */
function useShownAfterFirstRender(deferred: boolean, onShown?: () => void): boolean {
  const [shown, setShown] = useState(!deferred);
  useEffect(() => {
    if (shown) return;
    onShown?.();
    startTransition(() => setShown(true));
  }, [shown, onShown]);
  return shown;
}

const endFrameFirst = () => {
  frameFirst = false;
};

/** Whether the route's page is shown: at once, except in the hydrating render of a frame-first page. */
export function usePageShown(): boolean {
  return useShownAfterFirstRender(frameFirst, endFrameFirst);
}

const noSubscription = () => () => {};

/**
 * Renders `children` in the browser only: the server and the hydrating render show `fallback`, for
 * the parts of a pre-rendered page that depend on the browser (its storage, its size) or are too
 * heavy for the first screen. A page rendered in the browser alone shows `children` at once.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return useShownAfterFirstRender(hydrating) ? children : fallback;
}
