import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { KEYBOARD_ONLY } from './support/input-mode.js';

/**
 * Pages checked as a whole rather than journeys: they have nothing to operate, or (keyboard.e2e)
 * are keyboard-only already, so the keyboard pass leaves them out.
 */
const NOT_JOURNEYS = ['every-page-accessible', 'keyboard', 'responsive', 'senior-mode'].map(
  (name) => `tests/${name}.e2e.ts`,
);

// Browser journeys: one portal server (fresh PGlite data directory) for the run, Debian Chromium
// driven by playwright-core. Files run one after another: the machine has two cores. With
// E2E_KEYBOARD=1 the journeys run again without the mouse (support/actions.ts), on a fresh server:
// they create records (a policy, the auditor's second factor) a second run must not find.
export default defineConfig({
  test: {
    name: KEYBOARD_ONLY ? 'e2e-keyboard' : 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.e2e.ts'],
    exclude: KEYBOARD_ONLY ? NOT_JOURNEYS : [],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
