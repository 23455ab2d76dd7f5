import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: the unit suites and the server suites on PGlite. The browser suite (e2e/) runs
// with `npm run test:e2e` because it needs Chromium.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/patent-query', 'apps/server', 'apps/web'],
    // Vitest leaves one core to itself by default, which on a two-core machine means one test
    // file at a time; the main process mostly waits, so use every core (the run took 40% less).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
