import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '@next/env';
import { defineConfig } from 'vitest/config';

// The .env files, read as Next reads them in test mode (.env.test.local, .env.test, .env), as npm start and the
// scripts read theirs: a variable set in the shell wins.
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

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
    // The 20 slowest tests and files after the summary, so a slowdown shows in every run's log.
    reporters: ['default', './tests/support/vitest-slowest.ts'],
    // The migrated and seeded database the test files copy (tests/integration/test-db.ts).
    globalSetup: ['./tests/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The server's log (lib/observability/log.ts) stays quiet; the tests that read a line spy on the logger.
    // The auth log (lib/auth/audit.ts) is one line per sign-in; tests/unit/auth-audit.test.ts reads it on purpose.
    env: { LOG_LEVEL: 'silent', AUTH_LOG: 'off' },
  },
});
