import type { Page } from '@playwright/test';
import type { default as axe, AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';

/**
 * What an axe run over a page leaves out: CSS selectors of elements (and their subtrees, frames included) not to
 * check, as axe-core's context `exclude`.
 */
export interface AxeScope {
  exclude?: string[];
}

/**
 * axe-core's minified build (654 KB; `axe.source`, from the package's main file, is the 1.5 MB unminified one, whose
 * transfer and compile in every page cost public-routes and accessibility 5 % more: 125 and 136 s against 119 and 129 s
 * in alternating runs), then its configuration: same-origin frames answer the top frame's run
 * (axe's legacy mode).
 */
const AXE_SCRIPT = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};axe.configure({ allowedOrigins: ['<same_origin>'] });`;
/** How long a frame below the top one may take to take axe in; one that cannot run scripts never answers. */
const FRAME_INJECT_MS = 1_000;

/**
 * The page's accessibility violations, as axe-core finds them (only violations: every test reads only those, and axe
 * then skips listing each passing and inapplicable node, about a third of its time). axe-core is evaluated once in each
 * frame, then run from the top frame, which gathers the same-origin frames' results (axe's legacy mode: the newer
 * partial runs open a blank page, a new renderer, to put the frames' results together, which cost more than axe
 * itself; no page of the shop has a frame of another origin to check). This replaces `@axe-core/playwright`, whose
 * legacy run evaluated axe's 650 KB source twice in the top frame, with five round trips before the run: 0.1-0.2 s of
 * a 0.6-0.8 s run.
 */
export async function axeViolations(page: Page, { exclude = [] }: AxeScope = {}): Promise<Result[]> {
  const top = page.mainFrame();
  const frames = page.frames().filter((frame) => frame !== top);
  await Promise.all([top.evaluate(AXE_SCRIPT), ...frames.map((frame) => settledWithin(frame.evaluate(AXE_SCRIPT), FRAME_INJECT_MS))]);
  const outcome = await top.evaluate(
    (context) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(context.exclude.length > 0 ? context : document, { resultTypes: ['violations'] })
        .then((results: AxeResults) => ({ violations: results.violations, error: null }))
        .catch((error: unknown) => ({ violations: [], error: String(error) })),
    { exclude },
  );
  if (outcome.error !== null) throw new Error(`axe could not check ${page.url()}: ${outcome.error}`);
  return outcome.violations;
}

/** Resolves when `work` settles, failed or not, or after `ms`, whichever is first; the timer never outlives it. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), timeUp]);
  clearTimeout(timer);
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
export async function accessibilityViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return describeViolations(await axeViolations(page, scope));
}
