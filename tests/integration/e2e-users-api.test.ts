import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/(test)/api/e2e/users/route';
import { peekAuthToken } from '@/lib/auth/tokens';
import { users } from '@/lib/db/schema';
import { callRoute } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The end-to-end tests ask for an account. */
const createAccount = (body: unknown) => callRoute(POST, '/api/e2e/users', { method: 'POST', json: body });

async function account(email: string) {
  const [row] = await testDb.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe(`POST /api/e2e/users (${testDriver})`, () => {
  it('does not exist unless the end-to-end tests switch it on', async () => {
    await testDb.db.insert(users).values({ email: 'kept@example.com' });
    for (const value of [undefined, '', '0', 'true']) {
      vi.stubEnv('E2E_TEST_ROUTES', value);
      const response = await createAccount({ email: 'kept@example.com', blocked: true, confirmed: true });
      expect(response.status).toBe(404);
    }
    const row = await account('kept@example.com');
    expect(row?.blocked).toBe(false);
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('with E2E_TEST_ROUTES=1 confirms and blocks an account, and undoes it', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    await testDb.db.insert(users).values({ email: 'mallory@example.com' });

    const blocked = await createAccount({ email: 'Mallory@Example.com', blocked: true, confirmed: true });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ user: { email: 'mallory@example.com', blocked: true, confirmed: true } });
    expect((await account('mallory@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);

    const undone = await createAccount({ email: 'mallory@example.com', blocked: false, confirmed: false });
    expect(await undone.json()).toMatchObject({ user: { blocked: false, confirmed: false } });
    expect((await account('mallory@example.com'))?.blocked).toBe(false);
  });

  it('hands out a sign-in token that signs in once, and an activation token that has expired', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    await testDb.db.insert(users).values({ email: 'links@example.com' });
    const response = await createAccount({ email: 'links@example.com', signInLink: true, expiredActivationLink: true });
    const body = (await response.json()) as { signInHash: string; expiredActivationHash: string };
    const [signIn, activation] = await Promise.all([
      peekAuthToken(testDb.db, body.signInHash, 'sign-in'),
      peekAuthToken(testDb.db, body.expiredActivationHash, 'activation'),
    ]);
    expect(signIn.kind).toBe('valid');
    expect(activation.kind).toBe('expired');
  });

  it('answers 404 for an unknown account and 400 for a body it cannot read', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    expect((await createAccount({ email: 'nobody@example.com', blocked: true })).status).toBe(404);
    expect((await createAccount({ blocked: true })).status).toBe(400);
  });
});
