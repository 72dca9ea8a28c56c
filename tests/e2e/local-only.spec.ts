import os from 'node:os';
import { expect } from '@playwright/test';
import { test } from './test';

// The issue "Go live safely": the outbox answers loopback clients only, by the socket's address (never a
// header), and a client that is not a trusted proxy cannot choose the address its limits count. These
// requests really come from a non-loopback address: this machine's own network address, which the kernel
// uses as the source when the server is asked through it.

function networkAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  if (!address) {
    throw new Error(
      'These tests need a non-loopback IPv4 address on this machine (none is configured). Add one, e.g.: ' +
        'ip link add remapper0 type dummy && ip addr add 192.0.2.50/32 dev remapper0 && ip link set remapper0 up',
    );
  }
  return address;
}

test.describe('from a non-loopback address', () => {
  let remote = '';
  test.beforeAll(({ baseURL }) => {
    remote = `http://${networkAddress()}:${new URL(baseURL!).port}`;
  });

  test('the outbox page and its API answer 404, even with a forwarded loopback address', async ({ request }) => {
    const forgedHeaders: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of forgedHeaders) {
      expect((await request.get(`${remote}/api/dev/outbox`, { headers })).status()).toBe(404);
      expect((await request.get(`${remote}/dev/outbox`, { headers })).status()).toBe(404);
    }
    // The same server answers the same calls from loopback: the address made the difference.
    expect((await request.get('/api/dev/outbox?limit=1')).status()).toBe(200);
    expect((await request.get(`${remote}/`)).status()).toBe(200);
  });

  test('a spoofed X-Forwarded-For does not give a fresh rate-limit budget', async ({ request, baseURL }) => {
    const send = (base: string, forwarded: string) =>
      request.post(`${base}/api/auth/send-activation-email`, {
        headers: { origin: baseURL!, 'x-forwarded-for': forwarded },
        data: { email: `nobody-${Date.now()}-${Math.random()}@example.com` },
      });
    // 10 activation mails per hour per address (lib/auth/limits.ts): each call names a new forwarded address.
    for (let call = 1; call <= 10; call += 1) expect((await send(remote, `203.0.113.${call}`)).status()).toBe(422);
    expect((await send(remote, '203.0.113.99')).status()).toBe(429);
    // From loopback, the test stands in for the trusted proxy (TRUSTED_PROXIES=loopback): that header counts.
    expect((await send(baseURL!, '203.0.113.99')).status()).toBe(422);
  });
});
