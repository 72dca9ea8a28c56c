import { describe, expect, it } from 'vitest';
import { slowestReport } from '@/tests/support/slowest';

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
