import { type Page } from '@playwright/test';

/**
 * Records every CSP violation the page (and its frames) meets: the `securitypolicyviolation` events and
 * Chromium's console messages about the policy. Call before the first navigation.
 */
export function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(
        `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** Loads every image on the page, the lazy ones below the fold too, so each meets the policy. */
export async function loadEveryImage(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
