import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Database, type DatabaseOrTransaction } from '@/lib/db/client';
import { mailMessages } from '@/lib/db/schema';
import { messagesByLocale } from '@/lib/i18n/messages';
import { deliverDueMails } from '@/lib/mail/deliver';
import { claimDueMails, enqueueMail, recordSent, requeueFailedMails } from '@/lib/mail/queue';
import { CLAIM_LEASE_MS, MAX_MAIL_ATTEMPTS, retryDelayMs } from '@/lib/mail/retry-policy';
import type { MailTransport, OutgoingMail } from '@/lib/mail/transports';
import { testDriver, withTestDatabase } from './test-db';

let db: Database;
const testDb = withTestDatabase({}, { opened: (opened) => (db = opened.db) });

beforeEach(async () => {
  await db.delete(mailMessages);
});

function queueMail(database: DatabaseOrTransaction = db, to = 'support@remapper.app') {
  return enqueueMail(database, {
    kind: 'contact-request',
    to,
    replyTo: 'mei.lin@example.com',
    locale: 'en',
    texts: messagesByLocale.en,
    data: {
      id: 7,
      request: { form: 'contact', email: 'mei.lin@example.com', message: 'How do I move my licence?' },
      visitorLocale: 'en',
      receivedAt: new Date('2026-11-23T05:12:00Z'),
    },
  });
}

/** A transport that records what it was given and fails while `failing` says so. */
function recordingTransport({ failing = () => false, delayMs = 0 }: { failing?: () => boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport & { sent: OutgoingMail[] } = {
    name: 'smtp',
    sent,
    async send(mail) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failing()) throw Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 });
      sent.push(mail);
    },
    close() {},
  };
  return transport;
}

async function row(id: number) {
  const [found] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!found) throw new Error(`mail ${id} is gone`);
  return found;
}

describe(`the mail queue (${testDriver})`, () => {
  it('queues a rendered mail with its own Message-ID', async () => {
    const id = await queueMail();
    expect(await row(id)).toMatchObject({
      kind: 'contact-request',
      to: 'support@remapper.app',
      replyTo: 'mei.lin@example.com',
      locale: 'en',
      subject: 'Help request #7 from mei.lin@example.com',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
      transport: null,
    });
    expect((await row(id)).messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect((await row(id)).text).toContain('How do I move my licence?');
  });

  it('is queued with what caused it, or not at all', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx);
        throw new Error('the request failed after queueing its mail');
      }),
    ).rejects.toThrow('the request failed');
    expect(await db.$count(mailMessages)).toBe(0);
  });

  it('is due for a worker that looks in the millisecond it was queued', async () => {
    // The worker's clock is the app's, with milliseconds; a mail stamped with the database's now() (with
    // microseconds) was later than that clock and waited for the next tick, which broke CI once.
    const queuedAt = new Date();
    await enqueueMail(db, {
      kind: 'contact-request',
      to: 'support@remapper.app',
      locale: 'en',
      texts: messagesByLocale.en,
      now: queuedAt,
      data: {
        id: 8,
        request: { form: 'contact', email: 'mei.lin@example.com', message: 'Is my mail sent at once?' },
        visitorLocale: 'en',
        receivedAt: queuedAt,
      },
    });
    const transport = recordingTransport();
    expect(await deliverDueMails(db, transport, { clock: () => queuedAt })).toMatchObject({ sent: 1 });
  });

  it('delivers a queued mail once and records it', async () => {
    const id = await queueMail();
    const transport = recordingTransport();
    const sentAt = new Date(Date.now() + 1000);
    expect(await deliverDueMails(db, transport, { from: 'Remapper <no-reply@shop.example>', clock: () => sentAt })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const mail = await row(id);
    expect(transport.sent).toEqual([
      {
        from: 'Remapper <no-reply@shop.example>',
        to: 'support@remapper.app',
        replyTo: 'mei.lin@example.com',
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        locale: 'en',
        messageId: mail.messageId,
        // A transactional mail: on no list, no unsubscribe header.
        listUnsubscribeUrl: null,
      },
    ]);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', sentAt });
    expect(await deliverDueMails(db, transport, { clock: () => sentAt })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('retries a failed mail with a growing wait, then sends it', async () => {
    const id = await queueMail();
    let down = true;
    const transport = recordingTransport({ failing: () => down });
    let now = new Date(Date.now() + 1000);
    const clock = () => now;

    expect(await deliverDueMails(db, transport, { clock })).toMatchObject({ retrying: 1 });
    let mail = await row(id);
    expect(mail).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP 451: Greylisted, try again later' });
    expect(mail.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not before its time.
    now = new Date(mail.nextAttemptAt.getTime() - 1);
    expect(await deliverDueMails(db, transport, { clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    now = mail.nextAttemptAt;
    await deliverDueMails(db, transport, { clock });
    mail = await row(id);
    expect(mail).toMatchObject({ status: 'queued', attempts: 2 });
    expect(mail.nextAttemptAt.getTime() - now.getTime()).toBe(2 * 60_000);

    down = false;
    now = mail.nextAttemptAt;
    expect(await deliverDueMails(db, transport, { clock })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, sentAt: now });
    expect(transport.sent).toHaveLength(1);
  });

  it(`marks a mail failed after ${MAX_MAIL_ATTEMPTS} attempts and keeps it; it can be queued again`, async () => {
    const id = await queueMail();
    const transport = recordingTransport({ failing: () => true });
    let now = new Date(Date.now() + 1000);
    const clock = () => now;
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const report = await deliverDueMails(db, transport, { clock });
      expect(report).toEqual(attempt < MAX_MAIL_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      now = (await row(id)).nextAttemptAt;
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, lastError: expect.stringContaining('451') });

    now = new Date(now.getTime() + 365 * 24 * 3600_000);
    expect(await deliverDueMails(db, transport, { clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(await requeueFailedMails(db, now)).toBe(1);
    const healthy = recordingTransport();
    expect(await deliverDueMails(db, healthy, { clock })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("takes over a mail whose worker died mid-send once the claim's lease ran out, and ignores that worker later", async () => {
    const id = await queueMail();
    const start = new Date(Date.now() + 1000);
    const [abandoned] = await claimDueMails(db, { now: start, limit: 10 });
    expect(abandoned).toMatchObject({ id, status: 'sending', attempts: 1 });

    const transport = recordingTransport();
    const beforeLease = new Date(start.getTime() + CLAIM_LEASE_MS - 1);
    expect(await deliverDueMails(db, transport, { clock: () => beforeLease })).toMatchObject({ sent: 0 });

    const afterLease = new Date(start.getTime() + CLAIM_LEASE_MS);
    expect(await deliverDueMails(db, transport, { clock: () => afterLease })).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: afterLease });

    // The first worker comes back to life: its outcome no longer counts.
    await recordSent(db, abandoned!, 'outbox', new Date(afterLease.getTime() + 1));
    expect(await row(id)).toMatchObject({ transport: 'smtp', sentAt: afterLease });
  });

  it('never gives one mail to two workers running at once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => queueMail(db, `user${index}@example.com`)));
    // On PostgreSQL each worker has its own pool, as separate app instances do; PGlite is one process.
    const second = testDb.url ? createDb({ databaseUrl: testDb.url }) : undefined;
    try {
      const workers = [db, second?.db ?? db].map((database) => ({ database, transport: recordingTransport({ delayMs: 5 }) }));
      const now = new Date(Date.now() + 1000);
      const reports = await Promise.all(
        [...workers, ...workers].map(({ database, transport }) => deliverDueMails(database, transport, { clock: () => now, batchSize: 3 })),
      );
      const sent = workers.flatMap(({ transport }) => transport.sent.map((mail) => mail.to));
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
      const rows = await db.select().from(mailMessages);
      expect(rows.map((mail) => mail.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
      expect(rows.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
