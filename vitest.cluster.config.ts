import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run test:cluster (issue 15): the cluster test alone, in one process, with the time a cluster needs.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
