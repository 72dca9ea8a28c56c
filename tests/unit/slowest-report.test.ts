import { describe, expect, it } from 'vitest';
import { projectSpans, slowestReport } from '@/tests/support/slowest';

describe('the slowest-tests report', () => {
  const tests = [
    { file: 'a.spec.ts', title: 'quick', duration: 100 },
    { file: 'b.spec.ts', title: 'slow', duration: 9_000 },
    { file: 'a.spec.ts', title: 'middling', duration: 4_000 },
    { file: 'a.spec.ts', title: 'also middling', duration: 6_000 },
  ];

  it('lists the slowest tests first and ranks files by their summed time', () => {
    const lines = slowestReport('Runner', tests, 2).split('\n');
    expect(lines[0]).toBe('Runner: the 2 slowest of 4 tests (19.1 s in tests in all)');
    expect(lines[1]).toBe('     9.0 s  b.spec.ts > slow');
    expect(lines[2]).toBe('     6.0 s  a.spec.ts > also middling');
    expect(lines[3]).toBe('Runner: the 2 slowest of 2 files');
    expect(lines[4]).toBe('    10.1 s  a.spec.ts');
    expect(lines[5]).toBe('     9.0 s  b.spec.ts');
    expect(lines).toHaveLength(6);
  });

  it('shows all when there are fewer than asked for', () => {
    expect(slowestReport('Runner', tests.slice(0, 1)).split('\n')).toHaveLength(4);
  });
});

describe("the projects' spans", () => {
  it('gives each project its span from the first start to the last end, in the order they started, and its busy workers', () => {
    const t0 = Date.UTC(2026, 11, 6, 12);
    const lines = projectSpans('Runner', [
      { project: 'later', start: t0 + 50_000, duration: 10_000 },
      { project: 'first', start: t0, duration: 20_000 },
      { project: 'first', start: t0 + 5_000, duration: 35_000 },
      { project: 'first', start: t0 + 20_000, duration: 5_000 },
    ]).split('\n');
    expect(lines).toEqual([
      "Runner: each project from its first test's start to its last one's end (from the first project's start)",
      '     0.0 s to 40.0 s  first: 3 tests, 60.0 s in tests, 1.5 busy on average',
      '    50.0 s to 60.0 s  later: 1 tests, 10.0 s in tests, 1.0 busy on average',
    ]);
  });
});
