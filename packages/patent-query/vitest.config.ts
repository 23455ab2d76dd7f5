import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'patent-query', include: ['test/**/*.test.ts'] } });
