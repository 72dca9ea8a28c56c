import { afterEach, describe, expect, it, vi } from 'vitest';
import { logAuthEvent, logNotOwned } from '@/lib/auth/audit';
import { log } from '@/lib/observability/log';
import { testRequest } from '@/tests/support/requests';

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

describe('the log of ids an account asked for and does not own', () => {
  it('writes one warn line with the account, the resource, the id and the path, without the query', () => {
    const warn = vi.spyOn(log, 'warn');
    const request = testRequest('/api/account/orders/42/invoice.pdf?client_email=mei.lin@example.com');
    logNotOwned(request, 7, 'invoice', '42');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      {
        access: 'not-owned',
        userId: 7,
        ip: 'unknown',
        resource: 'invoice',
        id: '42',
        method: 'GET',
        path: '/api/account/orders/42/invoice.pdf',
      },
      'No invoice 42 for account 7',
    ]);
  });

  it('cuts an id that is not one down to size', () => {
    const warn = vi.spyOn(log, 'warn');
    logNotOwned(testRequest('/api/account/instances/x/revoke', { method: 'POST' }), 7, 'instance', 'x'.repeat(500));
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ id: 'x'.repeat(40), method: 'POST' });
  });
});
