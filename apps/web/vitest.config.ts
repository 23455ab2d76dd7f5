import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Web unit tests: jsdom for components and browser storage; the HTTP client tests start a real
// local HTTP server (node:http) inside the test file.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
  },
});
