import { useCallback, useSyncExternalStore } from 'react';

/** The reader's system asks for less movement on screen. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The reader's system asks for stronger contrast. */
export const MORE_CONTRAST = '(prefers-contrast: more)';

/** Whether a media query matches now (false where the browser cannot tell). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false);
}

/** A media query's answer for a component, re-rendered when the reader changes the setting. */
export function useMediaPreference(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}
