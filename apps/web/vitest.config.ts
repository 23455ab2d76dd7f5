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
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
  },
});
