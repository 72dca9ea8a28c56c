import { describe, expect, it } from 'vitest';
import { cleanUpAuthTables } from '@/lib/auth/housekeeping';
import { createSession } from '@/lib/auth/sessions';
import { issueAuthToken } from '@/lib/auth/tokens';
import { appAuthorizationRequests, authTokens, rateLimits, sessions, users } from '@/lib/db/schema';
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

    expect(await cleanUpAuthTables(testDb.db, now)).toEqual({ sessions: 1, tokens: 1, rateLimits: 1, appAuthorizationRequests: 1 });
    expect((await testDb.db.select().from(appAuthorizationRequests)).map((row) => row.requestId)).toEqual([recent.requestId]);
    expect(await testDb.db.$count(sessions)).toBe(1);
    expect((await testDb.db.select().from(authTokens)).map((token) => token.purpose).sort()).toEqual(['password-restore', 'sign-in']);
    expect((await testDb.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['sign-in-ip:current']);
  });
});
