import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Pages checked as a whole rather than journeys: they have nothing to operate (the visitor's
 * first visit, 404 and login page; the server-rendered frames), or (keyboard.e2e) are
 * keyboard-only already, so the keyboard pass leaves them out rather than repeat them unchanged.
 */
const NOT_JOURNEYS = [
  'every-page-accessible',
  'first-load-budget',
  'keyboard',
  'responsive',
  'senior-mode',
  'server-rendered-pages',
  'visitor',
].map((name) => `tests/${name}.e2e.ts`);

/** The whole-site checks: minutes each where a journey takes seconds. */
const WHOLE_SITE = ['every-page-accessible', 'responsive'].map((name) => `/tests/${name}.e2e.ts`);

/**
 * Starts the whole-site checks first, then the journeys of both passes: a run that ends with one
 * long file alone leaves the other core idle (a fresh clone has no timings Vitest could sort by).
 */
class WholeSiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const wholeSite = (file: TestSpecification) => WHOLE_SITE.some((name) => file.moduleId.endsWith(name));
    const sorted = await super.sort(files);
    return [...sorted.filter(wholeSite), ...sorted.filter((file) => !wholeSite(file))];
  }
}

const root = fileURLToPath(new URL('.', import.meta.url));
/** What both passes' projects share (projects do not inherit the root's test options). */
const pass = { root, include: ['tests/**/*.e2e.ts'], testTimeout: 60_000, hookTimeout: 120_000 };

// Browser journeys, driven by playwright-core in Debian's Chromium against the real portal (built
// web app, server, demo seed on PGlite). Two passes: with the mouse (`e2e`), and the journeys again
// without it (`e2e-keyboard`, E2E_KEYBOARD=1: support/actions.ts). Two files run at a time, from
// either pass, each on a portal of its own (support/global-setup.ts, support/portal.ts): a journey
// mostly waits for the browser, so one at a time left a core idle.
export default defineConfig({
  test: {
    root,
    globalSetup: ['support/global-setup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: WholeSiteFirst },
    hookTimeout: 120_000,
    projects: [
      { test: { ...pass, name: 'e2e' } },
      { test: { ...pass, name: 'e2e-keyboard', exclude: NOT_JOURNEYS, env: { E2E_KEYBOARD: '1' } } },
    ],
  },
});
