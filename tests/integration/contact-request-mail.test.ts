import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as POST } from '@/app/api/contact-requests/route';
import { contactRequests, mailMessages, rateLimits } from '@/lib/db/schema';
import type { MailTransport, OutgoingMail } from '@/lib/mail/transports';
import { startMailWorker, stopMailWorker } from '@/lib/mail/worker';
import { testDriver, withAppTestDatabase } from './test-db';
import { callRoute } from '@/tests/support/requests';

// The issue: "Requests are stored, then mailed to the support address; a failed mail is retried, never lost."

const testDb = withAppTestDatabase();

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(mailMessages);
});

afterEach(async () => {
  await stopMailWorker();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A visitor sends the help form. */
const submit = (body: unknown) => callRoute(POST, '/api/contact-requests', { method: 'POST', json: body });

const helpRequest = {
  form: 'contact',
  name: 'Mei Lin',
  email: 'mei.lin@example.com',
  subject: 'Licence on a new PC',
  message: 'My old PC died. How do I move my licence to the new one?',
  locale: 'en',
};

function transport({ failing = false } = {}): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'smtp',
    sent,
    async send(mail) {
      if (failing) throw Object.assign(new Error('Service not available'), { responseCode: 421 });
      sent.push(mail);
    },
    close() {},
  };
}

async function storedId(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe(`the support mail of a contact request (${testDriver})`, () => {
  it('is queued with the request, to the support address, in the visitor’s language', async () => {
    vi.stubEnv('SUPPORT_EMAIL', 'help-desk@shop.test');
    const id = await storedId(await submit({ ...helpRequest, locale: 'zh-CN' }));
    const mails = await testDb.db.select().from(mailMessages);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'contact-request',
      to: 'help-desk@shop.test',
      replyTo: 'mei.lin@example.com',
      locale: 'zh-CN',
      subject: `帮助请求 #${id}，来自 Mei Lin：Licence on a new PC`,
      status: 'queued',
    });
    expect(mails[0]?.text).toContain(helpRequest.message);
  });

  it('is not queued for a request that was refused', async () => {
    expect((await submit({ ...helpRequest, message: '' })).status).toBe(422);
    expect(await testDb.db.$count(mailMessages)).toBe(0);
  });

  it('is delivered by the worker right after the request is stored', async () => {
    const smtp = transport();
    const worker = startMailWorker({ db: () => testDb.db, transport: smtp, intervalMs: 60_000 });
    await worker?.idle();
    const id = await storedId(await submit(helpRequest));
    await worker?.idle();
    expect(smtp.sent.map((mail) => mail.subject)).toEqual([`Help request #${id} from Mei Lin: Licence on a new PC`]);
    const [mail] = await testDb.db.select().from(mailMessages);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('does not fail the request when delivery fails; the mail waits for its retry', async () => {
    const worker = startMailWorker({ db: () => testDb.db, transport: transport({ failing: true }), intervalMs: 60_000 });
    const id = await storedId(await submit(helpRequest));
    await worker?.idle();
    expect(await testDb.db.$count(contactRequests, eq(contactRequests.id, id))).toBe(1);
    const [mail] = await testDb.db.select().from(mailMessages);
    expect(mail).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP 421: Service not available' });
    expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
