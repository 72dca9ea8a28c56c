import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as connect } from '@/app/api/auth/connect-google-oauth/route';
import { POST as disconnect } from '@/app/api/auth/disconnect-google-oauth/route';
import { createSession } from '@/lib/auth/sessions';
import { oauthConnections } from '@/lib/db/schema';
import { watchNotOwned } from './not-owned-log';
import { makeUser, unique } from './shop-fixtures';
import { callRoute } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// spec 7 POST /api/auth/connect-google-oauth and /api/auth/disconnect-google-oauth: the signed-in account's
// own connections only (issue 17).

const testDb = withAppTestDatabase();

async function account() {
  const user = await makeUser(testDb.db);
  const { token } = await createSession(testDb.db, user.id);
  return { user, cookie: `session=${token}` };
}

async function connection(userId: number, providerId: number) {
  const [row] = await testDb.db
    .insert(oauthConnections)
    .values({ userId, providerId, providerUserId: unique('oauth-') })
    .returning();
  return row!.id;
}

const disconnectOne = (id: number, cookie: string) =>
  callRoute(disconnect, '/api/auth/disconnect-google-oauth', { method: 'POST', json: { id }, cookie });

describe(`the account's OAuth connections (${testDriver})`, () => {
  it("answers 404 for another account's connection as for none, logs each once, and removes nothing", async () => {
    const owner = await account();
    await connection(owner.user.id, 3);
    const theirs = await connection(owner.user.id, 1);
    const other = await account();

    const logged = watchNotOwned();
    try {
      const foreign = await disconnectOne(theirs, other.cookie);
      const unknown = await disconnectOne(2_147_483_000, other.cookie);
      expect([foreign.status, unknown.status]).toEqual([404, 404]);
      expect(await foreign.json()).toEqual(await unknown.json());
      expect(logged.lines()).toEqual([
        expect.objectContaining({
          userId: other.user.id,
          resource: 'oauthConnection',
          id: theirs,
          path: '/api/auth/disconnect-google-oauth',
        }),
        expect.objectContaining({ userId: other.user.id, resource: 'oauthConnection', id: 2_147_483_000 }),
      ]);
      expect(await testDb.db.$count(oauthConnections, eq(oauthConnections.id, theirs))).toBe(1);

      expect((await disconnectOne(theirs, owner.cookie)).status).toBe(200);
      expect(logged.lines()).toHaveLength(2);
    } finally {
      logged.stop();
    }
  });

  it('answers 401 to a connection signed out, before anything else, naming the result page it leads to', async () => {
    const refused = await callRoute(connect, '/api/auth/connect-google-oauth', { method: 'POST', json: { code: 'code', state: 'state' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ result: 'sign-in-required', message: expect.any(String) });
  });
});
