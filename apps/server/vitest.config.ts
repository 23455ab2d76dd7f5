import { defineConfig } from 'vitest/config';

// Server suites: each test file gets its own database cloned from one migrated, seeded template
// (test/global-setup.ts), on PGlite by default or on PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    // A file's own database and app are its isolation; re-importing the whole server (fastify,
    // drizzle, PGlite and every feature: about a second) for each of a hundred files was half of
    // the suite's time. So a worker keeps its modules from file to file, and no test may change
    // module state for the next file (no vi.mock of shared modules: apps pass their own doubles).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
