import { describe, expect, it } from 'vitest';
import { cleanUpAuthTables } from '@/lib/auth/housekeeping';
import { createSession } from '@/lib/auth/sessions';
import { issueAuthToken } from '@/lib/auth/tokens';
import { appAuthorizationRequests, authTokens, mailMessages, rateLimits, sessions, users } from '@/lib/db/schema';
import { ERASED_MAIL_ADDRESS } from '@/lib/mail/erase';
import { startAuthorization } from '@/lib/memberships/app-authorization';
import { testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

describe(`the account tables' clean-up (${testDriver})`, () => {
  it('deletes ended sessions, tokens spent or expired over a week ago, such authorisation requests, and finished rate-limit windows; keeps the rest', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const [user] = await testDb.db.insert(users).values({ email: 'tidy@example.com' }).returning();
    const id = user?.id ?? 0;
    await createSession(testDb.db, id, {}, new Date(now.getTime() - 100 * DAY));
    await createSession(testDb.db, id, {}, new Date(now.getTime() - DAY));
    await issueAuthToken(testDb.db, id, 'activation', new Date(now.getTime() - 30 * DAY));
    await issueAuthToken(testDb.db, id, 'password-restore', new Date(now.getTime() - 2 * DAY));
    await issueAuthToken(testDb.db, id, 'sign-in', now);
    await testDb.db.insert(rateLimits).values([
      { key: 'sign-in-ip:old', points: 3, expire: new Date(now.getTime() - 1000) },
      { key: 'sign-in-ip:current', points: 3, expire: new Date(now.getTime() + 60_000) },
    ]);

    const program = { device_name: 'PC', version: '6.4.0' };
    await startAuthorization(testDb.db, program, new Date(now.getTime() - 8 * DAY));
    const recent = await startAuthorization(testDb.db, program, new Date(now.getTime() - DAY));

    expect(await cleanUpAuthTables(testDb.db, now)).toEqual({
      sessions: 1,
      tokens: 1,
      rateLimits: 1,
      appAuthorizationRequests: 1,
      deletionConfirmations: 0,
    });
    expect((await testDb.db.select().from(appAuthorizationRequests)).map((row) => row.requestId)).toEqual([recent.requestId]);
    expect(await testDb.db.$count(sessions)).toBe(1);
    expect((await testDb.db.select().from(authTokens)).map((token) => token.purpose).sort()).toEqual(['password-restore', 'sign-in']);
    expect((await testDb.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['sign-in-ip:current']);
  });

  it("erases a deleted account's address from its confirmation mail once the mail is delivered or given up on, and from nothing else (issue 23)", async () => {
    const mail = (kind: string, to: string, status: 'queued' | 'sending' | 'sent' | 'failed') => ({
      kind,
      to,
      status,
      locale: 'en',
      subject: `${kind} ${status}`,
      text: `Hello ${to}`,
      html: `<p>Hello ${to}</p>`,
      messageId: `<${kind}-${status}-${to}>`,
      ...(status === 'sent' ? { sentAt: new Date(), transport: 'outbox' } : {}),
    });
    await testDb.db
      .insert(mailMessages)
      .values([
        mail('account-deleted', 'gone@example.com', 'sent'),
        mail('account-deleted', 'gone-too@example.com', 'failed'),
        mail('account-deleted', 'leaving@example.com', 'queued'),
        mail('account-deleted', 'leaving-now@example.com', 'sending'),
        mail('sign-in-link', 'staying@example.com', 'sent'),
      ]);

    const report = await cleanUpAuthTables(testDb.db, new Date());
    expect(report.deletionConfirmations).toBe(2);
    const rows = await testDb.db.select().from(mailMessages);
    const bySubject = Object.fromEntries(rows.map((row) => [row.subject, [row.to, row.text, row.html]]));
    expect(bySubject).toEqual({
      'account-deleted sent': [ERASED_MAIL_ADDRESS, '', ''],
      'account-deleted failed': [ERASED_MAIL_ADDRESS, '', ''],
      // Still to be delivered: the worker needs the address.
      'account-deleted queued': ['leaving@example.com', 'Hello leaving@example.com', '<p>Hello leaving@example.com</p>'],
      'account-deleted sending': ['leaving-now@example.com', 'Hello leaving-now@example.com', '<p>Hello leaving-now@example.com</p>'],
      'sign-in-link sent': ['staying@example.com', 'Hello staying@example.com', '<p>Hello staying@example.com</p>'],
    });
    // A second run finds nothing more to erase.
    expect((await cleanUpAuthTables(testDb.db, new Date())).deletionConfirmations).toBe(0);
  });
});
