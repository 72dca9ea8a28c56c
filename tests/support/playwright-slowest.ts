import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { projectSpans, type ProjectTest, slowestReport, type TimedTest } from './slowest';

/**
 * Prints the slowest tests and spec files at the end of a Playwright run (every attempt counts), and each project's
 * span.
 */
export default class SlowestReporter implements Reporter {
  private readonly tests: (TimedTest & ProjectTest)[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: path.relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' > ') || test.title,
      duration: result.duration,
      project: test.parent.project()?.name ?? '',
      start: result.startTime.getTime(),
    });
  }

  onEnd(): void {
    if (this.tests.length > 0) console.log(`\n${slowestReport('Playwright', this.tests)}\n${projectSpans('Playwright', this.tests)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
