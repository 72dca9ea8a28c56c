import { afterEach, describe, expect, it, vi } from 'vitest';
import { logAuthEvent, maskEmail } from '@/lib/auth/audit';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the auth log', () => {
  it.each([
    ['mei.lin@example.com', 'm***@example.com'],
    ['x@example.cn', 'x***@example.cn'],
    ['@example.com', '***'],
    ['no-at-sign', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('writes one JSON line with the masked address and no other detail than it was given', () => {
    vi.stubEnv('AUTH_LOG', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logAuthEvent('sign-in-failed', { userId: 7, email: 'mei.lin@example.com', ip: '203.0.113.9', reason: 1 });
    expect(info).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(line).toEqual({ at: expect.any(String), auth: 'sign-in-failed', userId: 7, email: 'm***@example.com', ip: '203.0.113.9', reason: 1 });
  });

  it('is silent when AUTH_LOG=off', () => {
    vi.stubEnv('AUTH_LOG', 'off');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    logAuthEvent('sign-in', { userId: 1 });
    expect(info).not.toHaveBeenCalled();
  });
});
