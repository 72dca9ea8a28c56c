import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a failed test's page snapshot printed into the log. */
const SHOWN_LINES = 120;

/**
 * Prints each failed test's error context (Playwright's error-context.md: the errors and the page's accessibility
 * snapshot when it failed) into the log, which is all CI keeps: a flaky failure can then be read, not guessed at.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The errors (already in the log) and the page; not the instructions to a reader or the test's source around them.
    const from = ['# Page snapshot', '# Error details'].map((heading) => text.indexOf(heading)).find((at) => at >= 0) ?? 0;
    const to = text.indexOf('# Test source', from);
    const snapshot = text
      .slice(from, to >= 0 ? to : undefined)
      .trimEnd()
      .split('\n');
    const shown = snapshot.slice(0, SHOWN_LINES).join('\n');
    const more = snapshot.length > SHOWN_LINES ? `\n  ... ${snapshot.length - SHOWN_LINES} more lines in ${context.path}` : '';
    console.log(`\nThe page when "${test.titlePath().slice(3).join(' > ') || test.title}" failed:\n${shown}${more}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
