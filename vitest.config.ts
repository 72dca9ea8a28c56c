import fs, { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '@next/env';
import { defineConfig } from 'vitest/config';

// The .env files, read as Next reads them in test mode (.env.test.local, .env.test, .env), as npm start and the
// scripts read theirs: a variable set in the shell wins.
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const testFiles = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];

/**
 * The test files that replace modules or globals (vi.mock and the like) get a module registry of their own; the
 * others share one per worker, so the app's modules are imported once per worker rather than once per file
 * (measured: imports were a third of the suite's time). What a file changes it restores (the database by
 * withAppTestDatabase, spies by vi.restoreAllMocks, variables by vi.unstubAllEnvs), which is what sharing needs. A
 * stubbed variable alone needs no registry of its own: the app reads its settings when it runs (lib/config keys them by
 * the environment), not when a module is imported.
 */
const replacesModules = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|resetModules)\(/;
/**
 * The files that load Next's own server (next/dist/server/...) too: it sets up process-wide state a later file in a
 * shared worker may trip over (an under-load run here: log.test.ts, in a shared worker, met Next's
 * work-async-storage-instance loaded without the AsyncLocalStorage Next's environment provides).
 */
const loadsNextServer = /['"]next\/dist\/server\//;
const filesThatReplaceModules = fs.globSync(testFiles).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return replacesModules.test(text) || loadsNextServer.test(text);
});

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Next's bundler gives App Router code this next/dynamic (a lazy component, server-rendered);
      // the package's main entry is the Pages Router one, which renders nothing on the server here.
      'next/dynamic': 'next/dist/shared/lib/app-dynamic.js',
      // Next's cache outside a Next server: a cached function runs as it is (tests/support/next-cache.ts).
      'next/cache': fileURLToPath(new URL('tests/support/next-cache.ts', import.meta.url)),
      // As in next.config.ts: use-intl's formatter of messages as written, for lib/i18n/format-message.ts.
      'use-intl-format-written': fileURLToPath(
        new URL('node_modules/use-intl/dist/esm/production/format-message/index.js', import.meta.url),
      ),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'own modules', include: filesThatReplaceModules } },
      { extends: true, test: { name: 'shared modules', include: testFiles, exclude: filesThatReplaceModules, isolate: false } },
    ],
    environment: 'node',
    // next-intl's middleware, the oracle of tests/unit/locale-route.test.ts, imports `next/server` without the extension
    // Node's module resolution needs: Vite resolves it.
    server: { deps: { inline: [/next-intl\/dist\/esm\/[^/]+\/middleware/] } },
    // The 20 slowest tests and files after the summary, so a slowdown shows in every run's log.
    reporters: ['default', './tests/support/vitest-slowest.ts'],
    // The migrated and seeded database the test files copy (tests/integration/test-db.ts).
    globalSetup: ['./tests/support/database-template.ts'],
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), and its main process needs little
    // (measured on 2 cores: 173 s with one worker, 122 s with two, the same 3,119 tests passing).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The server's log (lib/observability/log.ts) stays quiet; the tests that read a line spy on the logger.
    // The auth log (lib/auth/audit.ts) is one line per sign-in; tests/unit/auth-audit.test.ts reads it on purpose.
    // NODE_ENV is 'test' even from a shell that exports 'production': a production server reads its settings once
    // (lib/config/index.ts), and the tests change them.
    env: { LOG_LEVEL: 'silent', AUTH_LOG: 'off', NODE_ENV: 'test' },
  },
});
