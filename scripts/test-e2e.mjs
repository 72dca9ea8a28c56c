// npm run test:e2e: Playwright in Debian's Chromium. Fails (never skips) when a browser is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's headless shell for the tests, and its full Chromium for the few that need the desktop browser's pages
// (playwright.config.ts says which).
const browsers = [
  ['CHROMIUM_PATH', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ['CHROMIUM_FULL_PATH', process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium', 'chromium'],
];
const missing = browsers.filter(([, path]) => !existsSync(path));
if (missing.length > 0) {
  console.error(`The end-to-end tests need Debian's Chromium, and ${missing.map(([, path]) => path).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not there.
Install it (Playwright cannot download its own here):
  sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk
or point ${missing.map(([name]) => name).join(' and ')} at another build of ${missing.map(([, , pkg]) => pkg).join(' and ')}.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
