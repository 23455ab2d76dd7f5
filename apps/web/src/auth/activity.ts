/**
 * User activity, for the proactive token refresh: a user who makes requests or interacts with the
 * page stays signed in; one who does neither for a token lifetime is signed out.
 */
let lastActivityAt = 0;
const listeners = new Set<() => void>();

/** Records activity now (every API call and every interaction calls it). */
export function markActivity(now = Date.now()): void {
  lastActivityAt = Math.max(lastActivityAt, now);
}

/** Epoch ms of the last recorded activity (0 = none since the page loaded). */
export function lastActivity(): number {
  return lastActivityAt;
}

/** Runs `listener` after an interaction; returns the unsubscribe function. */
export function onInteraction(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Interactions closer together than this count once (scrolling fires dozens per second). */
const THROTTLE_MS = 1000;

/** Listens for interactions on `target`; returns a function that stops listening. */
export function startActivityTracking(target: EventTarget = window): () => void {
  let last = 0;
  const handle = () => {
    const now = Date.now();
    markActivity(now);
    if (now - last < THROTTLE_MS) return;
    last = now;
    for (const listener of [...listeners]) listener();
  };
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, handle, { passive: true, capture: true });
  return () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, handle, { capture: true });
  };
}

/** Forgets recorded activity (tests). */
export function resetActivity(): void {
  lastActivityAt = 0;
}
