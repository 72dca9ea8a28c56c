import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * An axe run over the page that collects only the violations: every test reads only those, and axe then skips
 * listing each passing and inapplicable node (about a third of its time). In axe's legacy mode: the default opens a
 * blank page (a new renderer) on every run to put the frames' results together, which cost more than axe itself
 * (measured on /zh-CN: 1.2-1.8 s a run against 0.5-0.6 s in legacy mode, 0.16-0.25 s for axe's own work). Legacy
 * mode still checks the page's same-origin frames; no page of the shop has a frame of another origin to check.
 */
export function axeViolations(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Each violation in a line: the rule, its help and the elements it found. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    ({ id, impact, help, nodes }) => `${id} (${impact ?? 'no impact'}): ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * The accessibility violations on the page as it stands, of every impact level (issue 19 item 10: minor and
 * moderate ones too). A slide that is fading in is a moment, not a contrast problem, so motion is held still and
 * running animations end first. After a client-side navigation the new page's title is streamed in a moment after
 * its heading shows, so the run waits for a title for a while; a page that never gets one is still reported by axe.
 */
export async function accessibilityViolations(page: Page, builder: (axe: AxeBuilder) => AxeBuilder = (axe) => axe): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return describeViolations((await builder(axeViolations(page)).analyze()).violations);
}
