import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesheet } from './build/antd-stylesheet.js';
import { localeSlice } from './build/locale-slice.js';
import { precompress } from './build/precompress.js';

// The SPA is served by the API server in production (one origin), so the dev server proxies /api
// to it. CSP is `script-src 'self'`: index.html carries no inline script.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStylesheet(), localeSlice(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // The server bundle (`vite build --ssr`, entry src/ssr/entry-server.tsx) takes the workspace
  // packages in: they are TypeScript sources Node cannot import.
  ssr: { noExternal: ['@cityip/contracts', '@cityip/patent-query'] },
  build: {
    outDir: 'dist',
    // The server reads it to announce a pre-rendered page's chunks and styles in its HTML.
    manifest: true,
    // No <link rel="modulepreload"> per dependency of a dynamic import: Vite's helper adds them
    // one by one on the main thread (50-100 per route), which made the longest task of a slow
    // phone's start-up (Lighthouse blocking time halved without them, bench/README.md). A route's
    // modules are then fetched as its imports are read; the ones already loaded come from cache.
    modulePreload: false,
    emptyOutDir: true,
    // The largest chunks are the charts library and the back office's editor (about 460 and 430 kB).
    chunkSizeWarningLimit: 500,
    // No vendor groups: one antd chunk made every first visit fetch all of it (416 KB gzip) for
    // the few components a front page shows. Rolldown's default splitting loads antd's parts with
    // the routes that use them (bench/first-load-javascript.ts measures it).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page starts with, the entry main.tsx and all it imports, in one chunk: split
          // by the routes that share each part, it came as about 40 chunks of a few hundred bytes,
          // each its own task on a slow phone's main thread.
          groups: [{ name: 'start', test: /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/ }],
        },
      },
    },
  },
});
