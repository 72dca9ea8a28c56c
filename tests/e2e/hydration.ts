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
 * Waits until the submit button `selector` names is enabled (its form hydrated) without giving the page user
 * activation, as a person who has not touched it yet, and checks that it has none. Every Playwright evaluation, an
 * `expect` on a locator included, runs as a user gesture (CDP's `userGesture`), and a form's resolver made once the page
 * has been activated takes that for the person's first interaction and loads the schema at once
 * (components/forms/lazy-resolver.ts); the page's chunks can arrive after `goto` has returned, so the first `expect`
 * could come before the form's module ran. This asks through a CDP session of its own, whose evaluations are not
 * gestures.
 */
export async function enabledUntouched(page: Page, selector: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const evaluate = async (expression: string) =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as unknown;
  await expect.poll(() => evaluate(`document.querySelector(${JSON.stringify(selector)})?.disabled === false`)).toBe(true);
  expect(await evaluate('navigator.userActivation.hasBeenActive')).toBe(false);
  await cdp.detach();
}
