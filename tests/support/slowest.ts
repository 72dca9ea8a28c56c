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

export interface ProjectTest {
  project: string;
  /** Milliseconds since the epoch. */
  start: number;
  /** Milliseconds. */
  duration: number;
}

/**
 * Each project's span, from its first test's start to its last test's end, in the order they started, with the time
 * in its tests and how many of its workers that kept busy on average: a project that runs alone with few busy
 * workers is where a run's wall time goes while the machine idles.
 */
export function projectSpans(runner: string, tests: readonly ProjectTest[]): string {
  const spans = new Map<string, { start: number; end: number; busy: number; count: number }>();
  for (const test of tests) {
    const span = spans.get(test.project) ?? { start: test.start, end: test.start, busy: 0, count: 0 };
    span.start = Math.min(span.start, test.start);
    span.end = Math.max(span.end, test.start + test.duration);
    span.busy += test.duration;
    span.count += 1;
    spans.set(test.project, span);
  }
  const ordered = [...spans].sort((a, b) => a[1].start - b[1].start);
  const runStart = ordered[0]?.[1].start ?? 0;
  return [
    `${runner}: each project from its first test's start to its last one's end (from the first project's start)`,
    ...ordered.map(
      ([project, span]) =>
        `  ${seconds(span.start - runStart)} to ${seconds(span.end - runStart).trim()}  ${project}: ${span.count} tests, ` +
        `${seconds(span.busy).trim()} in tests, ${(span.busy / Math.max(1, span.end - span.start)).toFixed(1)} busy on average`,
    ),
  ].join('\n');
}
