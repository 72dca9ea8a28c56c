import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// The test run's own data: a developer's .data (database, Content Lake) is never touched.
export const runDir = path.join(os.tmpdir(), `remapper-e2e-${process.env.E2E_RUN_ID ?? process.pid}`);
process.env.E2E_RUN_ID ??= String(process.pid);
/** The Content Lake stand-in of the test run, as the Studio (browser) reaches it. */
export const contentLakeStudioPort = Number(process.env.E2E_CONTENT_LAKE_HTTPS_PORT ?? 4543);
/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the browser of every test but the few that need
 * what only the full browser has: the same engine without the desktop browser's layers, as Playwright's own headless
 * Chromium is. The site's tests cost it less CPU (public-routes.spec.ts on an idle 2-core machine: 56 s of the
 * browser's CPU and 53 s of wall time, against 73 s and 59 s in the full browser).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Debian's full Chromium, for what the shell lacks: the certificate warning page (studio-lake-guide.spec.ts) and the PDF
 * viewer (security-headers.spec.ts), where the shell starts a download.
 */
const fullChromiumPath = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';
/** Both browsers' flags: no sandbox (root), no background calls home on a closed network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** How a test launches the full Chromium itself, or `test.use`s it as its file's `launchOptions`. */
export const fullChromium = { executablePath: fullChromiumPath, args: chromiumArgs };
/** The stand-in OAuth/OpenID provider (tests/support/fake-oauth-provider.ts) the site signs in with. */
const fakeOAuthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 5);
const fakeOAuth = `http://127.0.0.1:${fakeOAuthPort}`;
/** The stand-in Sentry (tests/support/sentry-stand-in.ts) the server reports its errors to. */
// Not port + 6: with E2E_PORT=3300 that is 3306, MySQL's port.
const sentryStandInPort = Number(process.env.E2E_SENTRY_PORT ?? port + 7);
export const sentryStandIn = `http://127.0.0.1:${sentryStandInPort}`;
const oauthProviderEnv = Object.fromEntries(
  (['google', 'facebook', 'discord'] as const).flatMap((name) => {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    return [
      [`${prefix}CLIENT_ID`, `test-${name}-client`],
      [`${prefix}CLIENT_SECRET`, `test-${name}-secret`],
      [`${prefix}ISSUER`, `${fakeOAuth}/${name}`],
      [`${prefix}AUTHORIZE_URL`, `${fakeOAuth}/${name}/authorize`],
      [`${prefix}TOKEN_URL`, `${fakeOAuth}/${name}/token`],
      [`${prefix}USERINFO_URL`, `${fakeOAuth}/${name}/userinfo`],
    ];
  }),
);

/**
 * The environment of the app the browser tests run against (`npm start` with these over the machine's own). npm test
 * builds with it beside the checks (tests/support/e2e-build.ts), so the server Playwright starts finds that build fresh.
 */
export function appServerEnv(): Record<string, string> {
  return {
    PORT: String(port),
    E2E_TEST_ROUTES: '1',
    // npm test type-checks the whole project before this build; the browser tests check behaviour.
    BUILD_TYPECHECK: process.env.BUILD_TYPECHECK ?? 'off',
    // A captcha on the English forms, served by the app's own test routes (app/api/e2e/captcha).
    CAPTCHA_SITE_KEY: 'e2e-site-key',
    CAPTCHA_SECRET_KEY: 'e2e-secret',
    CAPTCHA_SCRIPT_URL: `http://localhost:${port}/api/e2e/captcha/script`,
    CAPTCHA_VERIFY_URL: `http://localhost:${port}/api/e2e/captcha/verify`,
    // The analytics and tag-manager scripts, when a test sets their IDs: the app's stand-ins (app/(test)/api/e2e/third-party).
    THIRD_PARTY_SCRIPT_ORIGIN: `http://localhost:${port}/api/e2e/third-party`,
    // Mails land in the development outbox (the local profile without SMTP), where the tests read them.
    SMTP_URL: '',
    // The tests stand in for a reverse proxy on loopback: their X-Forwarded-For names each test's client,
    // so every test has rate-limit budgets of its own, as visitors behind nginx do.
    TRUSTED_PROXIES: 'loopback',
    PGLITE_DIR: path.join(runDir, 'pglite'),
    CONTENT_LAKE_DIR: path.join(runDir, 'content-lake'),
    CONTENT_LAKE_HTTPS_PORT: String(contentLakeStudioPort),
    CONTENT_LAKE_HTTP_PORT: process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581',
    ...oauthProviderEnv,
    OAUTH_STEAM_ENABLED: '1',
    OAUTH_STEAM_OPENID_URL: `${fakeOAuth}/steam/openid`,
    // spec 4: server errors are reported, to the stand-in (tests/e2e/error-reports.spec.ts reads it).
    SENTRY_DSN: `http://publickey@127.0.0.1:${sentryStandInPort}/1`,
  };
}

/**
 * The Studio tests that edit the Site settings (the project `studio-site-settings`), one at a time: two Studios editing
 * its draft at once lose edits (a CI run: the menu-anchors test discarded the draft the ui-texts test was saving, whose
 * Studio then showed "Saving..." for 15 s).
 */
const SITE_SETTINGS_SPECS = /(^|\/)studio-(ui-texts|menu-anchors)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at a time within a project (a core each: the browser tests are CPU-bound); three in all, so the third-party
  // test, which mostly waits, runs beside two of the Studio's.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  // How long an assertion waits for the page to get there: a passing one returns as soon as it holds, so this costs a
  // passing test nothing. Playwright's 5 s was too short for a page that renders after a chain of redirects on a busy
  // machine (a CI run: OAuth's result page). The product's own limits (a publish live within 5 s) are each test's own.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/support/playwright-slowest.ts'], ['./tests/support/playwright-failure-context.ts']],
  // The Studio tests change content (the home hero among it), so they run after the site's tests.
  // The patterns match the file's name only (a checkout in a folder named studio must not make every spec a Studio one).
  projects: [
    // One browser context and page per worker, reset between tests (what is reset: tests/e2e/test.ts): a page load
    // then costs the browser less than in a new context's first page (public-routes.spec.ts on an idle 2-core
    // machine: 81 s and 131 s of CPU in a new context per test, 48 s and 84 s reusing one; the whole project
    // 565 s -> 473 s).
    {
      name: 'site',
      workers: 2,
      use: { reuseContext: true },
      testIgnore: [/(^|\/)studio[^/]*\.spec\.ts$/, /(^|\/)third-party-scripts\.spec\.ts$/],
    },
    {
      name: 'studio',
      workers: 2,
      testMatch: /(^|\/)studio[^/]*\.spec\.ts$/,
      testIgnore: [/studio-lake-down\.spec\.ts/, SITE_SETTINGS_SPECS],
      dependencies: ['site'],
    },
    // Sets the analytics IDs of the one Site settings for a minute (issue 19 item 7): every marketing page's scripts
    // and policy change meanwhile, so after the site's tests, which read those, beside the Studio's, which do not;
    // most of its minute is spent waiting for pages to settle, so it costs the run little there.
    { name: 'third-party', workers: 1, testMatch: /third-party-scripts\.spec\.ts/, dependencies: ['site'] },
    // The Studio tests that edit the Site settings, after the IDs are gone (a draft of them taken meanwhile would hold
    // the IDs, and one published over them would take them away from the test above), and after the other Studio
    // tests: a third Studio beside those two slowed them past their limits on a busy machine (a CI run).
    { name: 'studio-site-settings', workers: 1, testMatch: SITE_SETTINGS_SPECS, dependencies: ['studio', 'third-party'] },
    // Stops the Content Lake for a moment (issue 24), so after every other test.
    { name: 'studio-lake-down', workers: 2, testMatch: /studio-lake-down\.spec\.ts/, dependencies: ['studio-site-settings'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    ignoreHTTPSErrors: true,
    // No trace unless E2E_TRACE=1 asks for one (then a failed test keeps its trace, without screenshots): recording
    // costs every test its DOM snapshots, in the browser and the worker, whether it fails or not (measured on the
    // checkout and offer-banner specs: 199.7 s of test time with it, 192.9 s without; the worker's CPU 14.8 s against
    // 10.1 s), and CI keeps only the log. The screencast alone had cost more (orders, membership and checkout: 495 s of
    // test time without it, 577 s with it).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs tests/support/fake-oauth-provider.ts',
      url: `${fakeOAuth}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { FAKE_OAUTH_PORT: String(fakeOAuthPort) },
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs tests/support/sentry-stand-in.ts',
      url: `${sentryStandIn}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SENTRY_STAND_IN_PORT: String(sentryStandInPort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/api/health`,
      // A cold build on a loaded 2-core machine can take longer than 10 minutes: E2E_SERVER_TIMEOUT_MS to wait more.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000),
      reuseExistingServer: false,
      stdout: 'pipe',
      env: appServerEnv(),
    },
  ],
});
