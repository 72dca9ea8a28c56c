// npm run test:e2e: Playwright in Debian's Chromium. Fails (never skips) when the browser is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`The end-to-end tests need Chromium at ${chromium}, and it is not there.
Install Debian's build (Playwright cannot download its own here):
  sudo apt-get install -y chromium fonts-noto-cjk
or point CHROMIUM_PATH at another Chromium binary.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
