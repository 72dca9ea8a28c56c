// Builds the site the browser tests run against, ahead of Playwright: npm test (scripts/test.mjs) runs it beside the
// checks, which keep about one core busy, instead of after Vitest. The environment is Playwright's web server's
// (appServerEnv, with the same E2E_RUN_ID), so the server Playwright starts later finds this build fresh and serves
// it at once; were a source to change in between, it would build again, as ever.
import { spawnSync } from 'node:child_process';
import { appServerEnv } from '@/playwright.config';

const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  stdio: 'inherit',
  env: { ...process.env, ...appServerEnv() },
});
process.exit(built.status ?? 1);
