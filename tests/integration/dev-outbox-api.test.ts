import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/dev/outbox/route';
import { messagesByLocale } from '@/lib/i18n/messages';
import { deliverDueMails } from '@/lib/mail/deliver';
import type { OutboxMail } from '@/lib/mail/outbox';
import { enqueueMail } from '@/lib/mail/queue';
import { outboxTransport } from '@/lib/mail/transports';
import { callRoute } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();

beforeAll(async () => {
  for (const [to, name] of [
    ['support@remapper.app', 'First'],
    ['Other@Example.com', 'Second'],
    ['support@remapper.app', 'Third'],
  ] as const) {
    await enqueueMail(testDb.db, {
      kind: 'contact-request',
      to,
      replyTo: 'visitor@example.com',
      locale: 'en',
      texts: messagesByLocale.en,
      data: {
        id: 1,
        request: { form: 'contact', name, email: 'visitor@example.com', message: 'A question about the trial.' },
        visitorLocale: 'en',
        receivedAt: new Date(),
      },
    });
  }
  await deliverDueMails(testDb.db, outboxTransport);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function outbox(query = '', peer = '127.0.0.1') {
  const response = await callRoute(GET, `/api/dev/outbox${query}`, { peer });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as { mails: OutboxMail[] },
  };
}

describe(`GET /api/dev/outbox (${testDriver})`, () => {
  it('lists the mails newest first, each with its parts and links', async () => {
    const { status, cache, body } = await outbox();
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.mails.map((mail) => mail.subject)).toEqual([
      'Help request #1 from Third',
      'Help request #1 from Second',
      'Help request #1 from First',
    ]);
    expect(body.mails[0]).toMatchObject({
      kind: 'contact-request',
      to: 'support@remapper.app',
      replyTo: 'visitor@example.com',
      locale: 'en',
      status: 'sent',
      links: [expect.stringMatching(/^mailto:visitor@example\.com\?subject=/), 'http://localhost:3000/'],
    });
    expect(body.mails[0]?.text).toContain('A question about the trial.');
    expect(body.mails[0]?.html).toContain('<html lang="en">');
  });

  it('filters by recipient, whatever its case, and by kind; limits the count', async () => {
    expect((await outbox('?to=other@example.COM')).body.mails.map((mail) => mail.subject)).toEqual(['Help request #1 from Second']);
    expect((await outbox('?to=support@remapper.app&limit=1')).body.mails.map((mail) => mail.subject)).toEqual([
      'Help request #1 from Third',
    ]);
    expect((await outbox('?kind=password-restore')).body.mails).toEqual([]);
  });

  it.each([
    ['SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    ['in production', { SITE_URL: 'https://shop.example' }],
    ['in production, even with MAIL_OUTBOX=1', { SITE_URL: 'https://shop.example', MAIL_OUTBOX: '1' }],
  ])('answers 404 when %s', async (_, values) => {
    for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
    expect((await outbox()).status).toBe(404);
  });

  it.each(['192.0.2.10', '10.0.0.7', '::ffff:192.0.2.10', '2001:db8::1'])(
    'answers 404 to a client that is not on loopback (%s)',
    async (peer) => {
      expect((await outbox('', peer)).status).toBe(404);
    },
  );

  it('answers 404 outside a served request (no socket to vouch for the client)', async () => {
    expect((await callRoute(GET, '/api/dev/outbox', { outsideRequest: true })).status).toBe(404);
  });

  it('answers on loopback in a production build of the local profile (npm start, the end-to-end tests)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect((await outbox()).status).toBe(200);
    expect((await outbox('', '::1')).status).toBe(200);
  });
});
