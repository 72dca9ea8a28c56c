import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestReport, type TimedTest } from './slowest';

/** Prints the slowest tests and spec files at the end of a Playwright run (every attempt counts). */
export default class SlowestReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: path.relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' > ') || test.title,
      duration: result.duration,
    });
  }

  onEnd(): void {
    if (this.tests.length > 0) console.log(`\n${slowestReport('Playwright', this.tests)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
