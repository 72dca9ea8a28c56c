import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '@/lib/auth/sessions';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import { makeUser, unique } from './shop-fixtures';

// The staff area's tests (issue 20): a staff member signed in with a confirmed code, and the refusals every staff
// route gives to anyone else.

/** A staff account whose session confirmed a TOTP code: the account and its session's token. */
export async function verifiedStaffSession(db: DatabaseOrTransaction) {
  const user = await makeUser(db, { email: `${unique('staff-').toLowerCase()}@example.com`, isStaff: true });
  const { token, session } = await createSession(db, user.id);
  await db.update(sessions).set({ staffVerifiedAt: new Date(), staffSeenAt: new Date() }).where(eq(sessions.id, session.id));
  return { user, token };
}

/** One staff route's call with the caller's session and Origin (the test's own otherwise); its status and body. */
export type StaffCall = (caller: { token?: string; origin?: string | null }) => Promise<{ status: number; body: unknown }>;

/**
 * Every staff route refuses a visitor (401), a customer (403, "This is for staff only."), a reseller (403), a staff
 * session without a confirmed code (403, naming the authenticator app) and, for a change, a confirmed staff session
 * from a foreign Origin or none (403). `routes` are [name, call, changes]; the name is in every failure message.
 */
export async function expectStaffRefusals(db: DatabaseOrTransaction, routes: [name: string, call: StaffCall, changes: boolean][]) {
  const sessionOf = async (fields: Parameters<typeof makeUser>[1]) => (await createSession(db, (await makeUser(db, fields)).id)).token;
  const customer = await sessionOf({});
  const reseller = await sessionOf({ isPartner: true });
  const pending = await sessionOf({ isStaff: true });
  const staff = await verifiedStaffSession(db);
  for (const [name, call, changes] of routes) {
    expect({ name, status: (await call({})).status }).toEqual({ name, status: 401 });
    expect({ name, ...(await call({ token: customer })) }).toMatchObject({
      name,
      status: 403,
      body: { message: 'This is for staff only.' },
    });
    expect({ name, status: (await call({ token: reseller })).status }).toEqual({ name, status: 403 });
    expect({ name, ...(await call({ token: pending })) }).toMatchObject({
      name,
      status: 403,
      body: { message: 'Confirm your staff sign-in with a code from your authenticator app.' },
    });
    if (!changes) continue;
    expect({ name, status: (await call({ token: staff.token, origin: 'https://evil.example' })).status }).toEqual({ name, status: 403 });
    expect({ name, status: (await call({ token: staff.token, origin: null })).status }).toEqual({ name, status: 403 });
  }
}
