import { defineConfig } from 'vitest/config';

// Server suites: each test file gets its own database cloned from one migrated, seeded template
// (test/global-setup.ts), on PGlite by default or on PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
