import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';

// Product pages are page documents served at their public path by the proxy's rewrite.
const productPage = (path: string) => path;

// The cookie banner is fixed to the bottom of the window; accept it up front so it covers nothing.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', new Date().toISOString()));
});

const visibleSlideHeading = (page: Page) => page.getByTestId('slider').getByTestId('slide').locator('visible=true').getByRole('heading');

/** The slider shows one slide from the first paint; its buttons work (are enabled) once it has hydrated. */
async function sliderReady(page: Page) {
  const slider = page.getByTestId('slider');
  await expect(slider.getByTestId('slide').locator('visible=true')).toHaveCount(1);
  await expect(slider.getByRole('button', { name: 'Next slide' })).toBeEnabled();
}

test.describe('the home slider', () => {
  test('is driven by its buttons, its dots and the arrow keys', async ({ page }) => {
    // Reduced motion: the slider never turns by itself, so only the visitor moves it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'What Remapper does' });
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    await sliderReady(page);
    await expect(visibleSlideHeading(page)).toHaveText('Four layouts in one controller');
    await expect(slider.getByTestId('slide')).toHaveCount(4);
    await expect(slider.getByRole('button', { name: 'Pause the slides' })).toHaveCount(0);

    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(visibleSlideHeading(page)).toHaveText('Macros that play back exactly');
    await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(visibleSlideHeading(page)).toHaveText('Any pad as an Xbox 360, Xbox One or DS4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(visibleSlideHeading(page)).toHaveText('Four layouts in one controller');
    // Going back from the first slide wraps round to the last.
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(visibleSlideHeading(page)).toHaveText('Try everything for 7 days');

    await slider.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(visibleSlideHeading(page)).toHaveText('Macros that play back exactly');
    await expect(slider.getByRole('button', { name: 'Go to slide 4' })).not.toHaveAttribute('aria-current', 'true');
  });

  test('turns by itself, and stops when asked to', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await sliderReady(page);
    await expect(visibleSlideHeading(page)).toHaveText('Four layouts in one controller');
    await page.clock.runFor(7_500);
    await expect(visibleSlideHeading(page)).toHaveText('Macros that play back exactly');

    const pause = page.getByRole('button', { name: 'Pause the slides' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play the slides' })).toBeVisible();
    // Move the pointer and focus away: only the pause button keeps it still now.
    await page.mouse.move(0, 0);
    await page.getByTestId('hero').getByRole('heading').click();
    await page.clock.runFor(20_000);
    await expect(visibleSlideHeading(page)).toHaveText('Macros that play back exactly');
  });

  test('without JavaScript, shows the first slide in a row that scrolls', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const slides = page.getByTestId('slider').getByTestId('slide');
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toBeInViewport();
    const row = slides.first().locator('..');
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByTestId('slider').getByRole('button')).toHaveCount(0);
    await context.close();
  });
});

/**
 * What moved while the page loaded: one line per layout shift the visitor did not cause, from the first paint (or,
 * with `fromParsed`, from the moment the HTML was parsed) until the page is idle (loaded, then the main thread idle
 * twice), however slow the machine.
 */
async function layoutShifts(page: Page, { fromParsed = false } = {}): Promise<string[]> {
  // LayoutShift is not in TypeScript's DOM library.
  type Rect = { x: number; y: number; width: number; height: number };
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
  };
  await page.waitForLoadState('load');
  return page.evaluate(
    (fromParsed) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const parsed = fromParsed ? (navigation?.domInteractive ?? 0) : 0;
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) {
            if (entry.hadRecentInput || entry.startTime < parsed) continue;
            // Each source with where it was and where it went (x,y width×height), so a failure says what moved.
            const box = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
            const nodes = entry.sources.map(({ node, previousRect, currentRect }) => {
              const name =
                node instanceof Element
                  ? (node.getAttribute('data-testid') ?? `${node.tagName.toLowerCase()}.${node.className}`)
                  : String(node?.nodeName);
              return `${name} (${box(previousRect)} -> ${box(currentRect)})`;
            });
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestIdleCallback(() =>
          requestIdleCallback(() =>
            requestAnimationFrame(() => {
              record(observer.takeRecords());
              observer.disconnect();
              resolve(shifts);
            }),
          ),
        );
      }),
    fromParsed,
  );
}

test('nothing on the home page moves when it hydrates, on a phone or a desktop, fast or slow', async ({ page }) => {
  test.slow();
  const cpu = await page.context().newCDPSession(page);
  // At full speed, windows as tall as the page, so a shift anywhere on it is in view and recorded, from the moment
  // the HTML is parsed: a window that tall shows the whole page while the parser is still at work on a busy machine,
  // and an element it had painted before its text arrived then grows (seen: a carousel button painted 32 px wide,
  // then 130 px with its label; no visitor's screen shows that much of a page being parsed). With the CPU slowed
  // 20 times the browser paints the page while still parsing it and hydrates late, as a cheap phone or a busy
  // machine does; what moves then in the first screenful, from the first paint, is what such a visitor sees move
  // (below it, the parser has long finished by the time they scroll there).
  try {
    for (const { slowdown, windows } of [
      {
        slowdown: 1,
        windows: [
          { width: 412, height: 7000 },
          { width: 1280, height: 7000 },
        ],
      },
      {
        slowdown: 20,
        windows: [
          { width: 412, height: 915 },
          { width: 1280, height: 800 },
        ],
      },
    ]) {
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      for (const { width, height } of windows) {
        await page.setViewportSize({ width, height });
        await page.goto('/');
        await sliderReady(page);
        await expect(page.getByTestId('games-carousel').getByRole('button', { name: 'Scroll on' })).toBeEnabled();
        expect(await layoutShifts(page, { fromParsed: slowdown === 1 }), `${width}px wide, CPU slowed ${slowdown}x`).toEqual([]);
      }
    }
  } finally {
    // The slowdown would outlive the test in the page, which the worker's next test reuses (reuseContext in
    // playwright.config.ts): a Studio test that came next ran 20 times slower and timed out.
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});

test.describe('the carousels', () => {
  test('list their games and reviews, and scroll on with the buttons', async ({ page }) => {
    await page.goto('/');
    const games = page.getByRole('region', { name: 'Set up for the games you play' });
    const gameCards = games.locator(':scope > ul > li');
    expect(await gameCards.count()).toBeGreaterThanOrEqual(8);
    await expect(gameCards.first().getByRole('heading', { level: 3 })).toHaveText('Elden Ring');
    await expect(gameCards.first()).toContainText('Works with');

    const reviews = page.getByRole('region', { name: 'What players say' });
    const reviewCards = reviews.locator(':scope > ul > li');
    expect(await reviewCards.count()).toBeGreaterThanOrEqual(6);
    await expect(reviewCards.first()).toContainText('Lena Hartmann');
    await expect(reviewCards.first()).toContainText('Rated 5 out of 5');

    const section = page.getByTestId('games-carousel');
    await expect(section.getByRole('button', { name: 'Scroll back' })).toBeDisabled();
    await section.getByRole('button', { name: 'Scroll on' }).click();
    await expect.poll(() => games.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(section.getByRole('button', { name: 'Scroll back' })).toBeEnabled();
  });

  test('show the games (by their Chinese titles) and reviews in Chinese on the zh-CN home page', async ({ page }) => {
    await page.goto('/zh-CN');
    const firstGame = page.getByRole('region', { name: '为您常玩的游戏准备好' }).locator(':scope > ul > li').first();
    await expect(firstGame).toContainText('适用设备');
    // Issue 25: the game's Chinese title, as it is sold in China.
    await expect(firstGame.getByRole('heading', { level: 3 })).toHaveText('艾尔登法环');
    await expect(page.getByRole('region', { name: '玩家怎么说' })).toContainText('五分钟');
  });
});

test('an anchor link scrolls its feature into view', async ({ page }) => {
  await page.goto(`${productPage('/advanced-controller-mapping')}#rapid-fire`);
  const feature = page.locator('#rapid-fire');
  await expect(feature.getByRole('heading', { level: 3 })).toHaveText('Rapid fire: Turbo and Toggle');
  await expect(feature).toBeInViewport();
  for (const anchor of ['advanced-mapping', 'four-slots', 'macros']) await expect(page.locator(`#${anchor}`)).toHaveCount(1);
});

test('the download buttons have the exact labels of spec 1, and each downloads an installer', async ({ page }) => {
  await page.goto('/');
  const buttons = page.getByTestId('download-buttons').getByRole('link');
  await expect(buttons).toHaveText(['Download', 'Try for free', 'Download for ARM']);
  expect(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/download',
    '/download',
    '/download?arch=arm64',
  ]);

  await page.goto('/zh-CN');
  const zh = page.getByTestId('download-buttons').getByRole('link');
  await expect(zh).toHaveText(['下载', '免费试用', '下载 ARM 版']);
  expect(await zh.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/zh-CN/download',
    '/zh-CN/download',
    '/zh-CN/download?arch=arm64',
  ]);
});

test('a FAQ question opens its answer', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByTestId('faq');
  const answer = faq.getByText('The trial lasts 7 days, runs on up to 2 PCs');
  await expect(answer).toBeHidden();
  await faq.getByText('How does the free trial work?').click();
  await expect(answer).toBeVisible();
  const jsonLd = JSON.parse((await faq.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity).toContainEqual(expect.objectContaining({ name: 'How does the free trial work?' }));
});

test('the plans table is a real table with row and column headers', async ({ page }) => {
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Free trial, subscription or lifetime' });
  await expect(table.getByRole('columnheader')).toHaveText(['Free trial', 'Subscription', 'Lifetime access']);
  await expect(table.getByRole('rowheader', { name: 'PCs' })).toBeVisible();
});

test('the home page and a product page have no accessibility violation', async ({ page }) => {
  for (const path of ['/', productPage('/advanced-controller-mapping')]) {
    await page.goto(path);
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});
