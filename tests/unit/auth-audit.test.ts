import { afterEach, describe, expect, it, vi } from 'vitest';
import { logAuthEvent } from '@/lib/auth/audit';
import { log } from '@/lib/observability/log';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the auth log', () => {
  it('writes one line with the masked address and no other detail than it was given', () => {
    vi.stubEnv('AUTH_LOG', '');
    const info = vi.spyOn(log, 'info');
    logAuthEvent('sign-in-failed', { userId: 7, email: 'mei.lin@example.com', ip: '203.0.113.9', reason: 1 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]).toEqual([{ auth: 'sign-in-failed', userId: 7, email: 'm***@example.com', ip: '203.0.113.9', reason: 1 }]);
  });

  it('is silent when AUTH_LOG=off', () => {
    vi.stubEnv('AUTH_LOG', 'off');
    const info = vi.spyOn(log, 'info');
    logAuthEvent('sign-in', { userId: 1 });
    expect(info).not.toHaveBeenCalled();
  });
});
