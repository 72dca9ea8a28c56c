import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { slowestReport, type TimedTest } from './slowest';

/** Prints the slowest tests and files after the default reporter's summary. */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests: TimedTest[] = [];
    for (const testModule of testModules) {
      const file = path.relative(process.cwd(), testModule.moduleId);
      for (const test of testModule.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        if (duration !== undefined) tests.push({ file, title: test.fullName, duration });
      }
    }
    if (tests.length > 0) console.log(`\n${slowestReport('Vitest', tests)}\n`);
  }
}
