import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element (its fiber is on the node), or the island that holds it: an island's
 * markup is never hydrated, and its container handles its links' clicks (components/islands/island.tsx). A click
 * before then is the browser's own: a link loads a new document instead of the router rendering the page. The page's
 * client chunks are fetched after its first frame (lib/runtime/deferred-chunks.ts), which can be after `goto` returned.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element.closest('[data-island]') ?? element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

/**
 * Runs `work` with an `evaluate` that asks the page through a CDP session of its own, whose evaluations are not user
 * gestures: every Playwright evaluation, an `expect` on a locator included, runs as one (CDP's `userGesture`) and so
 * gives the page user activation (`navigator.userActivation.hasBeenActive`).
 */
export async function quietly<T>(page: Page, work: (evaluate: (expression: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await work(async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value);
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * Waits until the submit button `selector` names is enabled (its form hydrated) without giving the page user
 * activation, as a person who has not touched it yet, and checks that it has none. A form's resolver made once the
 * page has been activated takes that for the person's first interaction and loads the schema at once
 * (components/forms/lazy-resolver.ts); the page's chunks can arrive after `goto` has returned, so a first `expect`
 * could come before the form's module ran.
 */
export async function enabledUntouched(page: Page, selector: string): Promise<void> {
  await quietly(page, async (evaluate) => {
    await expect.poll(() => evaluate(`document.querySelector(${JSON.stringify(selector)})?.disabled === false`)).toBe(true);
    expect(await evaluate('navigator.userActivation.hasBeenActive')).toBe(false);
  });
}
