// Debian's Chromium for the benches' Lighthouse runs: headless, no sandbox (root), and no calls home on a closed network.
// BENCH_CHROME_FLAGS adds flags of the caller's (space-separated), such as `--disable-features=PaintHolding`: on these
// machines Chrome's paint holding kept most first paints of a navigation back until about 1.2 s after the request,
// whatever the page (README, "Where the home page's Lighthouse time goes").
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
    ...(process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
  ],
};
