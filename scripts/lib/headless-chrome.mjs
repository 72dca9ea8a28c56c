// Debian's Chromium for the benches' Lighthouse runs: headless, no sandbox (root), and no calls home on a closed network.
export const headlessChrome = {
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
