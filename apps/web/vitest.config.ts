import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStylesheet } from './build/antd-stylesheet.js';
import { localeSlice } from './build/locale-slice.js';

// Web unit tests: jsdom for components and browser storage; the HTTP client tests start a real
// local HTTP server (node:http) inside the test file.
export default defineConfig({
  // localeSlice: tests load each language's catalogue as the build cuts it; antdStylesheet answers
  // the app's import of antd's stylesheet (no sheet: jsdom loads none).
  plugins: [react(), antdStylesheet(), localeSlice()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file still gets a fresh VM context and document, but the worker, jsdom and the loaded
    // dependencies stay: creating jsdom and importing antd for each of a hundred files took a third
    // of the suite. Workers must stay two or more: with one, Vitest runs every file of a VM pool in
    // one context (one document for all).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
  },
});
