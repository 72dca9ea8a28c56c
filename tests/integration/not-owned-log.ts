import { type MockInstance, vi } from 'vitest';
import type { OwnedResource } from '@/lib/auth/audit';
import { log } from '@/lib/observability/log';

// The warn lines lib/auth/audit.ts logNotOwned writes (issue 17), for the tests of the routes that answer 404
// to an id that is not the caller's.

export interface NotOwnedLine {
  access: 'not-owned';
  userId: number;
  ip: string;
  resource: OwnedResource;
  id: string | number;
  method: string;
  path: string;
}

/** Watches the logger from now on: `lines()` are the not-owned lines written since, `stop()` ends the watch. */
export function watchNotOwned() {
  const warn: MockInstance = vi.spyOn(log, 'warn');
  return {
    lines: (): NotOwnedLine[] =>
      warn.mock.calls.map(([fields]) => fields as NotOwnedLine).filter((fields) => fields?.access === 'not-owned'),
    stop: () => warn.mockRestore(),
  };
}
