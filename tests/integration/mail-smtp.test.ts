import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { deliverDueMails } from '@/lib/mail/deliver';
import { enqueueMail } from '@/lib/mail/queue';
import { smtpTransport } from '@/lib/mail/transports';
import { makeUser } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// The issue: "mail delivered to a real SMTP server on loopback". The server is smtp-server, in this process,
// on a free port of 127.0.0.1; it wants a password and keeps every message it accepts.

interface Received {
  user: unknown;
  mailFrom: string | null;
  rcptTo: string[];
  raw: Buffer;
}

/** The envelope as it was during the transaction: the server resets the session afterwards. */
function envelopeOf(session: SMTPServerSession) {
  const { mailFrom, rcptTo } = session.envelope;
  return { user: session.user, mailFrom: mailFrom ? mailFrom.address : null, rcptTo: rcptTo.map((to) => to.address) };
}

const testDb = withTestDatabase();
let server: SMTPServer;
let port: number;
const received: Received[] = [];
/** What the server answers the next RCPT TO with: accept, or a temporary failure. */
let refuseRecipients = false;

const FROM = 'Remapper <no-reply@shop.example>';

beforeAll(async () => {
  server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    // No TLS on loopback, so the password may go in the clear here.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients) callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const envelope = envelopeOf(session);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ ...envelope, raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

beforeEach(async () => {
  received.length = 0;
  refuseRecipients = false;
  await testDb.db.delete(mailMessages);
});

function queueContactMail(locale: Locale) {
  return enqueueMail(testDb.db, {
    kind: 'contact-request',
    to: 'support@remapper.app',
    replyTo: 'mei.lin@example.com',
    locale,
    texts: messagesByLocale[locale],
    data: {
      id: 12,
      request: {
        form: 'contact',
        name: 'Mei Lin',
        email: 'mei.lin@example.com',
        subject: '新电脑上的许可证',
        message: '我的旧电脑坏了。\n如何把终身许可证转到新电脑上？',
      },
      visitorLocale: locale,
      receivedAt: new Date('2026-11-23T05:12:00Z'),
    },
  });
}

async function mailRow(id: number) {
  const [row] = await testDb.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new Error(`mail ${id} is gone`);
  return row;
}

const transport = (credentials = 'shop:s3cret') => smtpTransport(`smtp://${credentials}@127.0.0.1:${port}`);

describe(`mail over SMTP to a server on loopback (${testDriver})`, () => {
  it('sends a list mail with RFC 8058 one-click unsubscribe headers (issue 19)', async () => {
    const user = await makeUser(testDb.db);
    const id = await enqueueMail(testDb.db, {
      kind: 'renewal-reminder',
      to: user.email,
      userId: user.id,
      locale: 'en',
      texts: messagesByLocale.en,
      data: { plan: { periodMonths: 12, pcNum: 2 }, endsAt: '2027-01-10T08:00:00.000Z' },
    });
    if (id === null) throw new Error('the reminder was not queued');
    const smtp = transport();
    expect(await deliverDueMails(testDb.db, smtp, { from: FROM })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    smtp.close();

    const row = await mailRow(id);
    const mail = await simpleParser((received[0] as Received).raw);
    expect(row.listUnsubscribeUrl).toMatch(new RegExp(`/api/mail/unsubscribe\\?token=${user.id}\\.renewal-reminders\\.`));
    // The header lines as sent (mailparser folds List-* headers into one `list` object).
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${row.listUnsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('delivers the mail with its headers, text and HTML parts, in the mail’s language', async () => {
    const id = await queueContactMail('zh-CN');
    const smtp = transport();
    expect(await deliverDueMails(testDb.db, smtp, { from: FROM })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    smtp.close();

    const row = await mailRow(id);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
    expect(received).toHaveLength(1);
    const [{ user, mailFrom, rcptTo, raw }] = received as [Received];
    expect({ user, mailFrom, rcptTo }).toEqual({
      user: 'shop',
      mailFrom: 'no-reply@shop.example',
      rcptTo: ['support@remapper.app'],
    });

    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'Remapper', address: 'no-reply@shop.example' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('support@remapper.app');
    expect(mail.replyTo?.text).toBe('mei.lin@example.com');
    expect(mail.subject).toBe('帮助请求 #12，来自 Mei Lin：新电脑上的许可证');
    expect(mail.subject).toBe(row.subject);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.headers.get('content-language')).toBe('zh-CN');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // Transactional: no list to leave (issue 19).
    expect(mail.headerLines.some((line) => line.key.startsWith('list-'))).toBe(false);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text?.trim()).toBe(row.text.trim());
    expect(mail.text).toContain('如何把终身许可证转到新电脑上？');
    expect(mail.text).toContain('网站语言：简体中文');
    expect(mail.html).toBe(row.html);
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.html).toContain('我的旧电脑坏了。<br>如何把终身许可证转到新电脑上？');
  });

  it('keeps a mail the server refused for now, with the SMTP reply, and sends it on the retry', async () => {
    const id = await queueContactMail('en');
    refuseRecipients = true;
    const smtp = transport();
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueMails(testDb.db, smtp, { from: FROM, clock: () => now })).toMatchObject({ retrying: 1 });
    const refused = await mailRow(id);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(refused.lastError).toMatch(/^SMTP 451: .*Mailbox busy, try later/);
    expect(received).toHaveLength(0);

    refuseRecipients = false;
    const later = refused.nextAttemptAt;
    expect(await deliverDueMails(testDb.db, smtp, { from: FROM, clock: () => later })).toMatchObject({ sent: 1 });
    smtp.close();
    expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toHaveLength(1);
    // The retry is the same message: a receiver can tell it from a new one.
    expect((await simpleParser(received[0]!.raw)).messageId).toBe(refused.messageId);
  });

  it('records a wrong password and an unreachable server as failed attempts', async () => {
    const id = await queueContactMail('en');
    const wrongPassword = transport('shop:wrong');
    await deliverDueMails(testDb.db, wrongPassword, { from: FROM });
    wrongPassword.close();
    expect((await mailRow(id)).lastError).toMatch(/^SMTP 535: /);

    const closed = smtpTransport('smtp://127.0.0.1:1');
    const inAnHour = new Date(Date.now() + 3600_000);
    await deliverDueMails(testDb.db, closed, { from: FROM, clock: () => inAnHour });
    closed.close();
    expect(await mailRow(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: expect.stringContaining('ECONNREFUSED') });
    expect(received).toHaveLength(0);
  });
});
