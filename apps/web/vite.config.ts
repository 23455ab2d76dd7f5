import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is served by the API server in production (one origin), so the dev server proxies /api
// to it. CSP is `script-src 'self'`: index.html carries no inline script.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one long-cached vendor chunk of about 1.1 MB; everything else stays well below this.
    chunkSizeWarningLimit: 1300,
    // Dynamic imports already split per route; the vendor groups keep the UI kit out of the entry
    // chunk so a deploy of app code does not invalidate the cached antd chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/, priority: 20 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
