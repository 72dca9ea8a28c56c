import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSession } from '@/lib/auth/sessions';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import type { PlanChoice } from '@/lib/commerce/plans';
import type { Database } from '@/lib/db/client';
import { appTokens, oauthConnections, sessions, users } from '@/lib/db/schema';
import { activateInstance } from '@/lib/memberships/instances';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { makeUser, programDevice, unique, YEAR_1PC } from './shop-fixtures';

// The accounts of the authorisation matrix (tests/integration/authorization-matrix.test.ts) and the objects
// they own. Customer A owns one of everything; the others try A's objects, and their own where they have any.

/** Who calls. The customers, the resellers and the blocked user come with a browser's session; the program with its token. */
export type Role =
  'visitor' | 'customerA' | 'customerB' | 'reseller' | 'resellersCustomer' | 'blocked' | 'program' | 'staffPending' | 'staff';

/**
 * Issue 20: 'staffPending' is a staff account signed in as usual, its session without a confirmed TOTP code;
 * 'staff' the same account's kind with a session that confirmed one. Outside /api/staff both are customers.
 */
export const ROLES: readonly Role[] = [
  'visitor',
  'customerA',
  'customerB',
  'reseller',
  'resellersCustomer',
  'blocked',
  'program',
  'staffPending',
  'staff',
];

const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };
// Marks in A's address, and in the names of A's PCs and licences: no answer to anyone else may hold them.
const A_EMAIL_MARK = 'victim-a-';
export const A_NAME_MARK = 'OF-A-';
const YEAR_5PC: PlanChoice = { kind: 'subscription', periodMonths: 12, pcNum: 5 };

export interface World {
  db: Database;
  /** The account behind each role (none for the visitor). */
  accounts: Record<Exclude<Role, 'visitor'>, { id: number; email: string }>;
  /** A customer of another reseller: a reseller's customer, but not this reseller's. */
  rivalsCustomer: { id: number; email: string };
  /** The blocked user's program token, issued before the account was blocked. */
  blockedToken: string;
  /** The program's token, for the account `accounts.program`. */
  programToken: string;
  /** A's program token: what A's PCs were activated with. */
  tokenOfA: { id: number; token: string };
  /** A's plan: a renewal of it is what A may buy again. */
  planOfA: PlanChoice;
  /** A's subscription (5 PCs, paid by card with auto-renewal). */
  subscriptionOfA: number;
  /** A's paid order for it (with an invoice). */
  paidOrderOfA: number;
  /** The reseller's customer's own paid order (with an invoice). */
  paidOrderOfCustomer: number;
  /** The order the reseller bought for its customer. */
  giftOrderOfReseller: number;
  /** Strings only A's answers may contain. */
  secretsOfA: string[];
}

export async function paidOrder(
  db: Database,
  buyerUserId: number,
  plan: PlanChoice,
  extra: { giftRecipientEmail?: string; autoRenew?: boolean } = {},
) {
  const created = await createOrder(db, {
    buyerUserId,
    idempotencyKey: randomUUID(),
    plan,
    country: 'DE',
    paymentMethod: 'card',
    provider: 'fake',
    ...extra,
  });
  if (created.kind !== 'created') throw new Error(`order not created: ${created.kind}`);
  const paid = await markOrderPaid(db, {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: created.order.currencyCode,
  });
  if (paid.kind !== 'paid') throw new Error(`order not paid: ${paid.kind}`);
  return paid;
}

/** A pending order of `buyerUserId`'s with the fake provider: what /accept-fake-payment settles. */
export async function pendingOrder(db: Database, buyerUserId: number, plan: PlanChoice = YEAR_1PC) {
  const created = await createOrder(db, {
    buyerUserId,
    idempotencyKey: randomUUID(),
    plan,
    country: 'DE',
    paymentMethod: 'card',
    provider: 'fake',
  });
  if (created.kind !== 'created') throw new Error(`order not created: ${created.kind}`);
  return created.order.id;
}

export async function programToken(db: Database, userId: number, deviceName = 'Test PC') {
  const token = newSecret();
  const [row] = await db
    .insert(appTokens)
    .values({ userId, tokenHash: sha256Hex(token), deviceName })
    .returning();
  return { id: row!.id, token };
}

/** A PC the program activated on the account's plan. */
export async function activatedPc(db: Database, caller: { userId: number; tokenId: number }, name = unique('PC-')) {
  const outcome = await activateInstance(db, caller, programDevice(name));
  if (outcome.kind !== 'activated') throw new Error(`not activated: ${outcome.reason}`);
  return outcome.instance.id;
}

export async function legacyLicense(db: Database, userId: number, mark = '') {
  const { license, pcs } = await seedLegacyLicense(db, {
    userId,
    instancesNum: 2,
    serialNumber: unique(`RM5-${mark}`),
    devices: [unique(`LEGACY-PC-${mark}`)],
  });
  return { licenseId: license.id, pcId: pcs[0]!.id };
}

export async function oauthConnection(db: Database, userId: number, providerId: number) {
  const [row] = await db
    .insert(oauthConnections)
    .values({ userId, providerId, providerUserId: unique('oauth-'), email: null })
    .returning();
  return row!.id;
}

/** A fresh session of the account: each call gets its own, so a call that signs out spoils no other. */
export async function freshSession(db: Database, userId: number): Promise<string> {
  return (await createSession(db, userId)).token;
}

/** A fresh session of a staff account that confirmed a TOTP code (lib/staff/totp.ts), so it holds staff rights. */
export async function freshStaffSession(db: Database, userId: number): Promise<string> {
  const { token, session } = await createSession(db, userId);
  await db.update(sessions).set({ staffVerifiedAt: new Date(), staffSeenAt: new Date() }).where(eq(sessions.id, session.id));
  return token;
}

export async function makeWorld(db: Database): Promise<World> {
  const customerA = await makeUser(db, { ...BILLING, email: `${unique(A_EMAIL_MARK).toLowerCase()}@example.com` });
  const customerB = await makeUser(db, BILLING);
  const reseller = await makeUser(db, { ...BILLING, isPartner: true });
  const resellersCustomer = await makeUser(db, BILLING);
  const rival = await makeUser(db, { ...BILLING, isPartner: true });
  const rivalsCustomer = await makeUser(db, BILLING);
  const blocked = await makeUser(db, BILLING);
  const program = await makeUser(db, BILLING);
  const staffPending = await makeUser(db, { ...BILLING, isStaff: true });
  const staff = await makeUser(db, { ...BILLING, isStaff: true });

  const paidA = await paidOrder(db, customerA.id, YEAR_5PC, { autoRenew: true });
  const tokenOfA = await programToken(db, customerA.id, `Desk ${A_NAME_MARK}`);

  const gift = await paidOrder(db, reseller.id, YEAR_1PC, { giftRecipientEmail: resellersCustomer.email });
  await paidOrder(db, rival.id, YEAR_1PC, { giftRecipientEmail: rivalsCustomer.email });
  // The customer renews the plan the reseller bought, paying for it themselves.
  const ownOfCustomer = await paidOrder(db, resellersCustomer.id, YEAR_1PC);

  // Blocked after signing in and approving a program: neither the session nor the token may work.
  const blockedToken = await programToken(db, blocked.id);
  await db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));

  await paidOrder(db, program.id, YEAR_5PC);
  const tokenOfProgram = await programToken(db, program.id);

  const accountOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });
  return {
    db,
    accounts: {
      customerA: accountOf(customerA),
      customerB: accountOf(customerB),
      reseller: accountOf(reseller),
      resellersCustomer: accountOf(resellersCustomer),
      blocked: accountOf(blocked),
      program: accountOf(program),
      staffPending: accountOf(staffPending),
      staff: accountOf(staff),
    },
    rivalsCustomer: accountOf(rivalsCustomer),
    blockedToken: blockedToken.token,
    programToken: tokenOfProgram.token,
    tokenOfA,
    planOfA: YEAR_5PC,
    subscriptionOfA: paidA.membershipId!,
    paidOrderOfA: paidA.order.id,
    paidOrderOfCustomer: ownOfCustomer.order.id,
    giftOrderOfReseller: gift.order.id,
    secretsOfA: [A_EMAIL_MARK, A_NAME_MARK],
  };
}
