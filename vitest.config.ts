import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Next's bundler gives App Router code this next/dynamic (a lazy component, server-rendered);
      // the package's main entry is the Pages Router one, which renders nothing on the server here.
      'next/dynamic': 'next/dist/shared/lib/app-dynamic.js',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The auth log (lib/auth/audit.ts) is one line per sign-in; tests/unit/auth-audit.test.ts reads it on purpose.
    env: { AUTH_LOG: 'off' },
  },
});
