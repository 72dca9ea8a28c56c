// The slowest tests and files of a run, printed at its end by both runners' reporters (tests/support/
// vitest-slowest.ts, playwright-slowest.ts), so the next slowdown is seen in the log that CI keeps.

export interface TimedTest {
  file: string;
  title: string;
  /** Milliseconds. */
  duration: number;
}

export const SLOWEST_SHOWN = 20;

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1).padStart(6)} s`;
}

/** The `count` slowest tests, and the `count` files with the most time in tests, as printable lines. */
export function slowestReport(runner: string, tests: readonly TimedTest[], count = SLOWEST_SHOWN): string {
  const byFile = new Map<string, number>();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.duration);
  const slowTests = [...tests].sort((a, b) => b.duration - a.duration).slice(0, count);
  const slowFiles = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, count);
  const total = tests.reduce((sum, test) => sum + test.duration, 0);
  return [
    `${runner}: the ${slowTests.length} slowest of ${tests.length} tests (${seconds(total).trim()} in tests in all)`,
    ...slowTests.map((test) => `  ${seconds(test.duration)}  ${test.file} > ${test.title}`),
    `${runner}: the ${slowFiles.length} slowest of ${byFile.size} files`,
    ...slowFiles.map(([file, duration]) => `  ${seconds(duration)}  ${file}`),
  ].join('\n');
}
