import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from './test';
import { flightText } from './rsc-payload';
import { hydrated } from './hydration';

// Issue 16: server islands (components/islands). The parts of a page that need no JavaScript, its links aside (the
// games' and reviews' cards, the features, the system requirements, the footer's links), are in the HTML once, as
// markup: the inline RSC payload carries each as a mark, the browser keeps the markup, and React does not hydrate it.
// A navigation within the app still renders them from the payload it fetches, and a return to the page shows them.

/** Text each island of the home page shows, in each language. */
const islandTexts = {
  '/': [
    'Baldur&#x27;s Gate 3',
    'Lena Hartmann',
    'Remap anything to anything',
    '.NET Framework 4.7.2',
    'Renews by itself',
    'How does the free trial work?',
    'Terms of Use',
  ],
  '/zh-CN': ['艾尔登法环', '五分钟', '运行库', '使用条款'],
};

/** A mark on the window that a full page load would wipe out. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { islandsSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'islandsSameDocument' in window);

/** Errors the page reports to its console or throws (a hydration mismatch among them). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const [home, texts] of Object.entries(islandTexts)) {
  test(`${home} sends its islands' markup once: in the HTML, not in its inline payload`, async ({ request }) => {
    const response = await request.get(home);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const flight = flightText(html);
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const text of texts) {
      expect(markup, text).toContain(text);
      expect(flight, text).not.toContain(text.replace('&#x27;', "'"));
    }
    // One mark in the payload for each island in the markup.
    const islands = markup.match(/data-island="/g) ?? [];
    expect(islands.length).toBeGreaterThanOrEqual(9);
    expect((flight.match(/\u2063island/g) ?? []).length).toBe(islands.length);
    // A navigation's payload has the islands' trees: the router renders them from it.
    const navigation = await request.get(home, { headers: { RSC: '1' } });
    const payload = await navigation.text();
    for (const text of texts) expect(payload, text).toContain(text.replace('&#x27;', "'"));
  });
}

// The pages `next build` prerenders are the ones a server serves until it renders them again, which must give the same
// bytes (an ETag that changed would answer a revalidation with the whole page): they leave the trees out as well.
test("the pages the build prerenders leave the islands' trees out of their inline payload", () => {
  for (const [file, text] of [
    ['en.html', 'Lena Hartmann'],
    ['zh-CN.html', '五分钟'],
  ] as const) {
    const html = readFileSync(path.join('.next', 'server', 'app', file), 'utf8');
    const flight = flightText(html);
    expect(flight, file).toContain('\u2063island');
    expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), file).toContain(text);
    expect(flight, file).not.toContain(text);
  }
});

// Pages of text: a post's text and a whole guide are islands too.
const textPages = {
  '/zh-CN/blog/post/shift-layers-explained': ['一个现代手柄大约有十六个按键'],
  '/how-to-use-joycons-on-pc': ['Pair each Joy-Con with Windows', 'find the small round sync button'],
};
for (const [path, texts] of Object.entries(textPages)) {
  test(`${path} sends its text once: in the HTML, not in its inline payload`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const flight = flightText(html);
    expect(flight).toContain('\u2063island');
    for (const text of texts) {
      expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), text).toContain(text);
      expect(flight, text).not.toContain(text);
    }
  });
}

test('the home page keeps its islands as they came, with no error, and their links navigate within the app', async ({ page }) => {
  const errors = pageErrors(page);
  const served = await (await page.request.get('/')).text();
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('[data-testid="games-carousel"] button:not([disabled])'));
  // The markup of every island, after hydration, as the server sent it.
  const islands = await page.locator('[data-island]').evaluateAll((elements, html) => {
    const sent = new DOMParser().parseFromString(html, 'text/html');
    return elements.map((element) => {
      const id = element.getAttribute('data-island') ?? '';
      return { id, markup: element.innerHTML, sent: sent.querySelector(`[data-island="${id}"]`)?.innerHTML };
    });
  }, served);
  expect(new Set(islands.map((island) => island.id.replace(/-.*/, '')))).toEqual(
    new Set(['faq', 'features', 'footer', 'games', 'menu', 'mobile', 'plans', 'requirements', 'reviews']),
  );
  for (const island of islands) expect(island.markup, island.id).toBe(island.sent);

  await markWindow(page);
  const terms = page.getByTestId('site-footer').getByRole('link', { name: 'Terms of Use', exact: true });
  await hydrated(terms);
  await terms.click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  expect(await sameDocument(page)).toBe(true);

  // Back on the home page, within the same document: the router renders it from the payload it loaded with.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const games = page.getByRole('region', { name: 'Set up for the games you play' });
  await expect(games.locator(':scope > ul > li').first().getByRole('heading', { level: 3 })).toHaveText('Elden Ring');
  await expect(page.getByTestId('feature-grid').first()).toContainText('Remap anything to anything');
  await expect(page.getByTestId('comparison-table')).toContainText('Renews by itself');
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a page reached within the app renders the islands of its payload', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/zh-CN/blog');
  await markWindow(page);
  const home = page
    .getByTestId('site-header')
    .getByRole('link', { name: /Remapper/ })
    .first();
  await hydrated(home);
  await home.click();
  await expect(page).toHaveURL(/\/zh-CN$/);
  const firstGame = page.getByRole('region', { name: '为您常玩的游戏准备好' }).locator(':scope > ul > li').first();
  await expect(firstGame.getByRole('heading', { level: 3 })).toHaveText('艾尔登法环');
  await expect(page.getByTestId('system-requirements')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});
