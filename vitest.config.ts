import { defineConfig } from 'vitest/config';

// `npm test`: the unit suites and the server suites on PGlite. The browser suite (e2e/) runs
// with `npm run test:e2e` because it needs Chromium.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/patent-query', 'apps/server', 'apps/web'],
  },
});
