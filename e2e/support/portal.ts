import { inject } from 'vitest';
import { KEYBOARD_ONLY } from './input-mode.js';

/** The browser suite's two passes: the journeys with the mouse, then again with the keyboard only. */
export const INPUT_MODES = ['mouse', 'keyboard'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

/** A portal server of the run and the mail sink its mailbox points at (support/global-setup.ts). */
export interface Portal {
  baseUrl: string;
  /** Where the journeys read the mails this portal sent (support/mail-sink.ts). */
  mailSinkUrl: string;
}

/**
 * The portal of this test file: its pass's portal for the worker slot it runs in. Two files run
 * at once, each on a portal of its own, so no journey ends another's session by signing in.
 */
export function portal(): Portal {
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = inject('portals')[KEYBOARD_ONLY ? 'keyboard' : 'mouse'][slot - 1];
  if (!found) throw new Error(`no portal was started for worker slot ${slot}`);
  return found;
}

/** The address of this test file's portal. */
export function portalUrl(): string {
  return portal().baseUrl;
}

declare module 'vitest' {
  export interface ProvidedContext {
    portals: Record<InputMode, Portal[]>;
  }
}
