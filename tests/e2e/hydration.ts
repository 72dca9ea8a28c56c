import { expect, type Locator } from '@playwright/test';

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
