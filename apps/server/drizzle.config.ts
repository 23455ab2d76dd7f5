import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes forward-only SQL into ./migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
