import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedResource } from '@/lib/auth/audit';
import {
  appTokens,
  emailChangeRequests,
  instances,
  licenseInstances,
  licenses,
  memberships,
  oauthConnections,
  orders,
  prices,
  rateLimits,
  users,
} from '@/lib/db/schema';
import { startAuthorization } from '@/lib/memberships/app-authorization';
import { type ApiRoute, callDocumentedRoute, documentedRoutes, securityOf } from '@/tests/support/openapi-routes';
import {
  A_NAME_MARK,
  activatedPc,
  freshSession,
  freshStaffSession,
  legacyLicense,
  makeWorld,
  oauthConnection,
  paidOrder,
  pendingOrder,
  programToken,
  type Role,
  ROLES,
  type World,
} from './authorization-world';
import { watchNotOwned } from './not-owned-log';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 17: "An authorisation matrix generated from the same document": every operation of the OpenAPI
// document the app serves (GET /api/openapi.json) is a row; every role a column; and every operation that takes
// an object's id is asked about another account's object. Each cell asserts the status; that a refused call
// changed nothing; that a 404 for another account's id wrote exactly one not-owned line (lib/auth/audit.ts) and
// any other answer none; and that no answer to anyone but A holds A's address or the names of A's PCs.

// Draft mode is a cookie Next sets while it answers a request; outside one, leaving it is a no-op.
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}));
// next-sanity's secret check (it asks the Content Lake for the stored secret), as it answers a secret never stored.
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: () => ({ GET: async () => new Response('Invalid secret', { status: 401 }) }),
}));

const testDb = withAppTestDatabase();
const SITE = 'http://shop.test';

/**
 * Who gets past the route's own guard (lib/http/route.ts `needs`); everyone else gets its refusal. 'staff': a staff
 * session that confirmed a TOTP code; 'staffAccount': any session of a staff account (the TOTP step itself).
 */
type Access = 'anyone' | 'user' | 'customer' | 'reseller' | 'program' | 'staff' | 'staffAccount';

/** The guard's answer to `role`, or null when it lets the role through. */
function guardRefusal(access: Access, role: Role): number | null {
  if (access === 'anyone') return null;
  if (access === 'program') return role === 'program' ? null : 401;
  // A session: the visitor and the program have none, and a blocked user's has ended (spec 6).
  if (role === 'visitor' || role === 'program' || role === 'blocked') return 401;
  if (access === 'staff') return role === 'staff' ? null : 403;
  if (access === 'staffAccount') return role === 'staff' || role === 'staffPending' ? null : 403;
  if (access === 'customer') return role === 'reseller' ? 403 : null;
  if (access === 'reseller') return role === 'reseller' ? null : 403;
  return null;
}

/** One of another account's objects (or the role's own), named by a call. */
interface Target {
  name: string;
  /**
   * Seeds the object: its id; the call of each role that names an id (this one, or one that does not exist);
   * how the object stands (a refused call must not change it).
   */
  make: (world: World) => Promise<{ id: number; call: (id: number, role: Role) => OperationCall; state: () => Promise<unknown> }>;
  /** The roles that may use it, with their answer. Their cells run last: they may change the object. */
  mayUse: Partial<Record<Role, number>>;
  /**
   * Every other role the guard lets through is answered 404, as for an id that does not exist, with one
   * not-owned line naming this resource.
   */
  resource: OwnedResource;
  /** The answer to those others when it is not 404: a form's answer to an id that does not exist. */
  refusedWith?: number;
}

interface Rule {
  access: Access;
  /** Operations without an object: the call each role makes, and the answer of those the guard lets through. */
  call?: (world: World, role: Role) => OperationCall | Promise<OperationCall>;
  answer?: number;
  targets?: Target[];
  /** Why the answers may hold A's data for everyone. */
  readsEveryonesData?: string;
}

/** One call of an operation: the values of its path's {parameters}, its query, extra headers, a JSON body. */
interface OperationCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is, with its content type (a CSV file), in place of a JSON one. */
  raw?: { contentType: string; text: string };
}

const A = (world: World) => world.accounts.customerA.id;
const rowOf = <T>(rows: T[]) => rows[0];
const body = (value: unknown): OperationCall => ({ body: value });
const pathId = (id: number): OperationCall => ({ params: { id: String(id) } });
/** An id no object has. */
const UNKNOWN_ID = 2_147_483_000;
const BILLING = { firstName: 'Mei', lastName: 'Lin', address: '1 Harbour Road', city: 'Cork', zip: 'T12 X2Y3', country: 'IE' };
const device = { device_name: 'Matrix PC', version: '6.4.0' };

const orderState = (world: World, id: number) => async () => rowOf(await world.db.select().from(orders).where(eq(orders.id, id)));
const instanceState = (world: World, id: number) => async () => rowOf(await world.db.select().from(instances).where(eq(instances.id, id)));
const subscriptionState = (world: World, id: number) => async () =>
  rowOf(await world.db.select().from(memberships).where(eq(memberships.id, id)));

/** A's subscription with its autocharge status set first, so a call that changed it would show. */
function subscriptionOfA(status: 1 | 2, write: boolean): Target['make'] {
  return async (world) => {
    await world.db.update(memberships).set({ autochargeStatus: status }).where(eq(memberships.id, world.subscriptionOfA));
    const call = (id: number) => ({ query: { subscription_id: String(id) }, ...(write && { body: {} }) });
    return { id: world.subscriptionOfA, call, state: subscriptionState(world, world.subscriptionOfA) };
  };
}

const pcOfA = async (world: World) => {
  const id = await activatedPc(world.db, { userId: A(world), tokenId: world.tokenOfA.id }, `PC-${A_NAME_MARK}${randomUUID().slice(0, 8)}`);
  return { id, state: instanceState(world, id) };
};

/** Another account's PC, and the program's own, in the program's calls. */
function programInstanceTargets(): Target[] {
  return [
    {
      name: "another account's PC",
      make: async (world) => {
        const pc = await pcOfA(world);
        return { id: pc.id, call: (id) => body({ instance_id: id }), state: pc.state };
      },
      mayUse: {},
      resource: 'instance',
    },
    {
      name: "another account's legacy licence PC",
      make: async (world) => {
        const { pcId } = await legacyLicense(world.db, A(world), A_NAME_MARK);
        return {
          id: pcId,
          call: (id) => body({ instance_id: id, instance_kind: 'license' }),
          state: async () => rowOf(await world.db.select().from(licenseInstances).where(eq(licenseInstances.id, pcId))),
        };
      },
      mayUse: {},
      resource: 'licenseInstance',
    },
    {
      name: "the program's own PC",
      make: async (world) => {
        const caller = { userId: world.accounts.program.id, tokenId: (await programToken(world.db, world.accounts.program.id)).id };
        const id = await activatedPc(world.db, caller);
        return { id, call: (pc) => body({ instance_id: pc }), state: instanceState(world, id) };
      },
      mayUse: { program: 200 },
      resource: 'instance',
    },
  ];
}

/** An account of its own for one staff call on an account. */
async function staffTarget(world: World, value: Record<string, unknown>): Promise<OperationCall> {
  const [user] = await world.db
    .insert(users)
    .values({ email: `matrix-${randomUUID()}@example.com` })
    .returning();
  return { params: { id: String(user!.id) }, body: value };
}

let priceTerms = 100;

/** A price row of its own (a plan no one sells, so no page shows it) for one staff price change. */
async function priceTarget(world: World): Promise<OperationCall> {
  const [row] = await world.db
    .insert(prices)
    .values({ currencyCode: 'USD', kind: 'subscription', periodMonths: priceTerms++, pcNum: 7, amount: 100 })
    .returning();
  return { params: { id: String(row!.id) }, body: { price: '1.00' } };
}

/** A waiting e-mail change request of its own for one staff decision. */
async function emailChangeTarget(world: World, value: Record<string, unknown>): Promise<OperationCall> {
  const [user] = await world.db
    .insert(users)
    .values({ email: `matrix-${randomUUID()}@example.com` })
    .returning();
  const [request] = await world.db
    .insert(emailChangeRequests)
    .values({ userId: user!.id, currentEmail: user!.email, newEmail: `moved-${randomUUID()}@example.com`, reason: 'Matrix' })
    .returning();
  return { params: { id: String(request!.id) }, body: value };
}

/** A paid order of an account of its own for one staff refund. */
async function refundTarget(world: World): Promise<OperationCall> {
  const [user] = await world.db
    .insert(users)
    .values({ email: `matrix-${randomUUID()}@example.com` })
    .returning();
  const { order } = await paidOrder(world.db, user!.id, { kind: 'subscription', periodMonths: 12, pcNum: 1 });
  return { params: { id: String(order.id) }, body: {} };
}

/** Every documented operation's expectations: an operation without one fails its row. */
const RULES: Record<string, Rule> = {
  'POST /api/auth/sign-in': {
    access: 'anyone',
    call: () => body({ email: 'nobody@example.com', password: 'not-the-password' }),
    answer: 422,
  },
  'POST /api/auth/sign-out': { access: 'anyone', call: () => body({}), answer: 200 },
  'POST /api/auth/sign-up': { access: 'anyone', call: () => body({}), answer: 422 },
  'POST /api/auth/activate': { access: 'anyone', call: () => body({ hash: 'a'.repeat(43) }), answer: 422 },
  'POST /api/auth/send-activation-email': { access: 'anyone', call: () => body({ hash: 'a'.repeat(43) }), answer: 422 },
  // An address per role: restore mails are budgeted per address.
  'POST /api/auth/send-password-restore-email': {
    access: 'anyone',
    call: (_, role) => body({ email: `nobody-${role.toLowerCase()}@example.com` }),
    answer: 422,
  },
  'POST /api/auth/change-password': {
    access: 'anyone',
    call: (world) => body({ id: A(world), password: 'New-password-9', cpassword: 'New-password-9', hash: 'a'.repeat(43) }),
    answer: 422,
  },
  'POST /api/auth/sign-in-by-hash': { access: 'anyone', call: () => body({ hash: 'a'.repeat(43) }), answer: 422 },
  'GET /api/auth/oauth/{provider}/start': { access: 'anyone', call: () => ({ params: { provider: 'google' } }), answer: 404 },
  'POST /api/auth/oauth/{provider}/callback': {
    access: 'anyone',
    call: () => ({ params: { provider: 'google' }, body: { params: { code: 'x', state: 'y' } } }),
    answer: 404,
  },
  // Google is not configured in the tests: 404 for whoever gets that far.
  'POST /api/auth/sign-in-by-google': { access: 'anyone', call: () => body({ code: 'x', state: 'y' }), answer: 404 },
  'POST /api/auth/connect-google-oauth': { access: 'user', call: () => body({ code: 'x', state: 'y' }), answer: 404 },
  'POST /api/auth/disconnect-google-oauth': {
    access: 'user',
    targets: [
      {
        name: "A's OAuth connection",
        make: async (world) => {
          // A second connection, so taking one away leaves A a way to sign in.
          await oauthConnection(world.db, A(world), 3);
          const id = await oauthConnection(world.db, A(world), 1);
          return {
            id,
            call: (connection) => body({ id: connection }),
            state: async () => rowOf(await world.db.select().from(oauthConnections).where(eq(oauthConnections.id, id))),
          };
        },
        mayUse: { customerA: 200 },
        resource: 'oauthConnection',
      },
    ],
  },
  'GET /api/account/oauth-list': { access: 'user', answer: 200 },
  'GET /api/account/profile': { access: 'user', answer: 200 },
  'PUT /api/account/profile': { access: 'user', call: () => body(BILLING), answer: 200 },
  // Signed out, a signed token stands for the sign-in; without one the call is refused (401).
  'PUT /api/account/mail-preferences': { access: 'user', call: () => body({ marketing: false, renewalReminders: true }), answer: 200 },
  'POST /api/account/change-password': {
    access: 'user',
    call: () => body({ currentPassword: 'not-the-password', password: 'x', cpassword: 'y' }),
    answer: 422,
  },
  'POST /api/account/email-change-requests': { access: 'user', call: () => body({}), answer: 422 },
  'GET /api/account/sessions': { access: 'user', answer: 200 },
  'GET /api/account/data-export': { access: 'user', answer: 200 },
  // Confirmed by the account's own password and address: another's or none is refused as a form (422), deleting nothing.
  'POST /api/account/deletion': {
    access: 'user',
    call: () => body({ confirmation: 'nobody@example.com', currentPassword: 'not-the-password' }),
    answer: 422,
  },
  'POST /api/account/sessions/sign-out-others': { access: 'user', call: () => body({}), answer: 200 },
  'GET /api/account/orders': { access: 'user', answer: 200 },
  'GET /api/account/customers': { access: 'reseller', answer: 200 },
  'GET /api/account/customers/{id}': {
    access: 'reseller',
    targets: [
      {
        name: "the reseller's customer",
        make: async (world) => ({ id: world.accounts.resellersCustomer.id, call: pathId, state: async () => null }),
        mayUse: { reseller: 200 },
        resource: 'customer',
      },
      {
        name: "another reseller's customer",
        make: async (world) => ({ id: world.rivalsCustomer.id, call: pathId, state: async () => null }),
        mayUse: {},
        resource: 'customer',
      },
      {
        name: 'A, a customer of nobody',
        make: async (world) => ({ id: A(world), call: pathId, state: async () => null }),
        mayUse: {},
        resource: 'customer',
      },
    ],
  },
  'GET /api/account/viewer': { access: 'user', answer: 200 },
  'GET /api/account/orders/{id}': {
    access: 'user',
    targets: [
      {
        name: "A's paid order",
        make: async (world) => ({ id: world.paidOrderOfA, call: pathId, state: orderState(world, world.paidOrderOfA) }),
        mayUse: { customerA: 200 },
        resource: 'order',
      },
      {
        // Read rights (spec 2, 6): a reseller sees the orders its customers bought.
        name: "the reseller's customer's own order",
        make: async (world) => ({ id: world.paidOrderOfCustomer, call: pathId, state: orderState(world, world.paidOrderOfCustomer) }),
        mayUse: { resellersCustomer: 200, reseller: 200 },
        resource: 'order',
      },
      {
        // The reseller's purchase (its price, its billing) is the reseller's; the customer got the plan, not the order.
        name: 'the order the reseller bought for its customer',
        make: async (world) => ({ id: world.giftOrderOfReseller, call: pathId, state: orderState(world, world.giftOrderOfReseller) }),
        mayUse: { reseller: 200 },
        resource: 'order',
      },
    ],
  },
  'GET /api/account/orders/{id}/invoice.pdf': {
    access: 'user',
    targets: [
      {
        name: "A's invoice",
        make: async (world) => ({ id: world.paidOrderOfA, call: pathId, state: orderState(world, world.paidOrderOfA) }),
        mayUse: { customerA: 200 },
        resource: 'invoice',
      },
      {
        name: "the reseller's customer's invoice",
        make: async (world) => ({ id: world.paidOrderOfCustomer, call: pathId, state: orderState(world, world.paidOrderOfCustomer) }),
        mayUse: { resellersCustomer: 200, reseller: 200 },
        resource: 'invoice',
      },
    ],
  },
  'POST /api/account/taobao-code': { access: 'user', call: () => body({ code: 'NOT-A-CODE' }), answer: 422 },
  'POST /api/contact-requests': { access: 'anyone', call: () => body({}), answer: 422 },
  // RFC 8058 one-click: from any mail client, its signed token the only proof; a JSON body is not the one-click form.
  'POST /api/mail/unsubscribe': { access: 'anyone', call: () => body({}), answer: 400 },
  'GET /api/currency': { access: 'anyone', answer: 200 },
  'GET /api/subscription-prices': { access: 'anyone', answer: 200 },
  'GET /api/plan-prices': { access: 'anyone', answer: 200 },
  'GET /api/seo': { access: 'anyone', answer: 200 },
  'GET /api/health': { access: 'anyone', answer: 200 },
  'GET /api/health/ready': { access: 'anyone', answer: 200 },
  'GET /api/health/live': { access: 'anyone', answer: 200 },
  'GET /api/build/latest': { access: 'anyone', answer: 200 },
  'POST /api/revalidate': { access: 'anyone', call: () => body({ _type: 'post' }), answer: 401 },
  'POST /api/checkout/quote': { access: 'anyone', call: () => body({ term: '1y', pcNum: 1 }), answer: 200 },
  'POST /api/checkout': {
    access: 'user',
    targets: [
      {
        // spec 1: lifetime access bought to replace a legacy licence, which must be the buyer's own.
        name: "A's legacy licence, to replace",
        make: async (world) => {
          const { licenseId } = await legacyLicense(world.db, A(world), A_NAME_MARK);
          return {
            id: licenseId,
            call: (id, role) => ({
              body: {
                term: 'lifetime',
                pcNum: 3,
                country: 'DE',
                paymentMethod: 'card',
                email: role === 'visitor' || role === 'program' ? 'nobody@example.com' : world.accounts[role].email,
                licenseId: id,
                idempotencyKey: randomUUID(),
              },
            }),
            state: async () => ({
              license: rowOf(await world.db.select().from(licenses).where(eq(licenses.id, licenseId))),
              orders: await world.db.select({ id: orders.id }).from(orders).where(eq(orders.upgradesLicenseId, licenseId)),
            }),
          };
        },
        mayUse: { customerA: 201 },
        resource: 'license',
        // The checkout form's answer to a licence that does not exist: 'This plan is not available...' on the term.
        refusedWith: 422,
      },
    ],
  },
  'POST /api/payments/fake': {
    access: 'user',
    targets: [
      {
        name: "A's pending order",
        make: async (world) => {
          const id = await pendingOrder(world.db, A(world), world.planOfA);
          return { id, call: (order) => body({ order, action: 'cancel' }), state: orderState(world, id) };
        },
        mayUse: { customerA: 200 },
        resource: 'order',
      },
      {
        // Write rights are not read rights (issue 17): the reseller reads this order, only its buyer settles it.
        name: "the reseller's customer's pending order",
        make: async (world) => {
          const id = await pendingOrder(world.db, world.accounts.resellersCustomer.id);
          return { id, call: (order) => body({ order, action: 'pay' }), state: orderState(world, id) };
        },
        mayUse: { resellersCustomer: 200 },
        resource: 'order',
      },
    ],
  },
  'POST /api/payments/stripe/webhook': { access: 'anyone', call: () => body({ id: 'evt_1' }), answer: 404 },
  'GET /api/dev/outbox': {
    access: 'anyone',
    answer: 200,
    readsEveryonesData:
      "the development outbox answers requests from this machine only (a loopback socket), as the local profile's mail reader",
  },
  'GET /api/draft-mode/enable': { access: 'anyone', answer: 404 },
  'POST /api/draft-mode/disable': { access: 'anyone', call: () => body({}), answer: 303 },
  'GET /api/openapi.json': { access: 'anyone', answer: 200 },
  // The local Content Lake's token: to no one here (tests/unit/studio-lake-token.test.ts has the one caller it answers).
  'POST /api/studio/lake-token': { access: 'anyone', call: () => body({}), answer: 404 },
  'GET /api/studio/lake-status': { access: 'anyone', answer: 404 },
  'POST /api/app/authorize': { access: 'anyone', call: () => body(device), answer: 201 },
  'GET /api/app/authorize/{id}': {
    access: 'anyone',
    call: async (world) => {
      const started = await startAuthorization(world.db, device);
      // Another's request, asked with a secret that is not its own: as unknown as an id that does not exist.
      return { params: { id: started.requestId }, headers: { 'x-poll-secret': 'b'.repeat(43) } };
    },
    answer: 404,
  },
  'POST /api/app/activate': { access: 'program', call: () => body({ device_id: `dev-${randomUUID()}`, ...device }), answer: 201 },
  'POST /api/app/heartbeat': { access: 'program', targets: programInstanceTargets() },
  'POST /api/app/deactivate': { access: 'program', targets: programInstanceTargets() },
  'POST /api/account/authorize-app': {
    access: 'user',
    // A pending request is the program's, not an account's: whoever holds its link answers it (spec 2).
    call: async (world) => body({ request_id: (await startAuthorization(world.db, device)).requestId, decision: 'deny' }),
    answer: 200,
  },
  'GET /api/account/licenses': { access: 'customer', answer: 200 },
  'GET /api/account/autocharge/status': {
    access: 'customer',
    targets: [{ name: "A's subscription", make: subscriptionOfA(1, false), mayUse: { customerA: 200 }, resource: 'subscription' }],
  },
  'POST /api/account/autocharge/renew': {
    access: 'customer',
    targets: [{ name: "A's suspended subscription", make: subscriptionOfA(2, true), mayUse: { customerA: 200 }, resource: 'subscription' }],
  },
  'POST /api/account/autocharge/suspend': {
    access: 'customer',
    targets: [{ name: "A's renewing subscription", make: subscriptionOfA(1, true), mayUse: { customerA: 200 }, resource: 'subscription' }],
  },
  'POST /api/account/instances/{id}/revoke': {
    access: 'customer',
    targets: [
      {
        name: "A's PC",
        make: async (world) => {
          const pc = await pcOfA(world);
          return { id: pc.id, call: (id) => ({ params: { id: String(id) }, body: {} }), state: pc.state };
        },
        mayUse: { customerA: 200 },
        resource: 'instance',
      },
    ],
  },
  'GET /api/account/app-tokens': { access: 'customer', answer: 200 },
  'POST /api/account/app-tokens/{id}/revoke': {
    access: 'customer',
    targets: [
      {
        name: "A's program",
        make: async (world) => {
          const { id } = await programToken(world.db, A(world), `Laptop ${A_NAME_MARK}`);
          const state = async () => rowOf(await world.db.select().from(appTokens).where(eq(appTokens.id, id)));
          return { id, call: (tokenId) => ({ params: { id: String(tokenId) }, body: {} }), state };
        },
        mayUse: { customerA: 200 },
        resource: 'appToken',
      },
    ],
  },
  'POST /api/account/licenses/{id}/note': {
    access: 'customer',
    targets: [
      {
        name: "A's legacy licence",
        make: async (world) => {
          const { licenseId } = await legacyLicense(world.db, A(world), A_NAME_MARK);
          return {
            id: licenseId,
            call: (id) => ({ params: { id: String(id) }, body: { note: 'Mine now' } }),
            state: async () => rowOf(await world.db.select().from(licenses).where(eq(licenses.id, licenseId))),
          };
        },
        mayUse: { customerA: 200 },
        resource: 'license',
      },
    ],
  },
  // Issue 20: staff calls act on an account or request made for the call, so the one that succeeds changes no one else's.
  'POST /api/staff/totp': { access: 'staffAccount', call: () => body({ code: '000000' }), answer: 422 },
  'POST /api/staff/accounts/{id}/block': {
    access: 'staff',
    call: async (world) => staffTarget(world, { blocked: true, reason: 'Matrix' }),
    answer: 200,
  },
  'POST /api/staff/accounts/{id}/reseller': { access: 'staff', call: async (world) => staffTarget(world, { reseller: true }), answer: 200 },
  'POST /api/staff/accounts/{id}/end-sessions': { access: 'staff', call: async (world) => staffTarget(world, {}), answer: 200 },
  'POST /api/staff/email-change-requests/{id}/approve': {
    access: 'staff',
    call: async (world) => emailChangeTarget(world, {}),
    answer: 200,
  },
  'POST /api/staff/email-change-requests/{id}/refuse': {
    access: 'staff',
    call: async (world) => emailChangeTarget(world, { message: 'No' }),
    answer: 200,
  },
  'POST /api/staff/prices/{id}': { access: 'staff', call: async (world) => priceTarget(world), answer: 200 },
  'POST /api/staff/legacy-licences': {
    access: 'staff',
    call: () => body({ csv: `serial,email,pcs\nMATRIX-${randomUUID().slice(0, 8).toUpperCase()},nobody@example.com,1` }),
    answer: 200,
  },
  'POST /api/staff/orders/{id}/refund': { access: 'staff', call: refundTarget, answer: 200 },
  'POST /api/staff/taobao-codes': {
    access: 'staff',
    call: () => ({ raw: { contentType: 'text/csv', text: `code,term,pcs\nTB-MATRIX-${randomUUID().slice(0, 8)},1y,1\n` } }),
    answer: 200,
  },
  'GET /api/staff/audit': {
    access: 'staff',
    answer: 200,
    readsEveryonesData:
      "the audit log names the accounts staff acted on: it is staff's, and only a staff session with a TOTP code reads it",
  },
  'POST /api/account/licenses/{id}/instances/{instanceId}/revoke': {
    access: 'customer',
    targets: [
      {
        name: "A's legacy licence PC",
        make: async (world) => {
          const { licenseId, pcId } = await legacyLicense(world.db, A(world), A_NAME_MARK);
          return {
            id: pcId,
            call: (pc) => ({ params: { id: String(licenseId), instanceId: String(pc) }, body: {} }),
            state: async () => rowOf(await world.db.select().from(licenseInstances).where(eq(licenseInstances.id, pcId))),
          };
        },
        mayUse: { customerA: 200 },
        resource: 'licenseInstance',
      },
    ],
  },
};

// Each role calls from its own address, so one role's rate-limit budget is never another's.
const ADDRESS: Record<Role, string> = {
  visitor: '198.51.100.10',
  customerA: '198.51.100.11',
  customerB: '198.51.100.12',
  reseller: '198.51.100.13',
  resellersCustomer: '198.51.100.14',
  blocked: '198.51.100.15',
  program: '198.51.100.16',
  staffPending: '198.51.100.17',
  staff: '198.51.100.18',
};

/** The role's credentials: a fresh session for each call (one may sign out), the program's token. */
async function credentials(world: World, role: Role): Promise<Record<string, string>> {
  switch (role) {
    case 'visitor':
      return {};
    case 'program':
      return { authorization: `Bearer ${world.programToken}` };
    case 'blocked':
      return {
        cookie: `session=${await freshSession(world.db, world.accounts.blocked.id)}`,
        authorization: `Bearer ${world.blockedToken}`,
      };
    case 'staff':
      return { cookie: `session=${await freshStaffSession(world.db, world.accounts.staff.id)}` };
    default:
      return { cookie: `session=${await freshSession(world.db, world.accounts[role].id)}` };
  }
}

// Every operation of the served document with its handler (documentedRoutes() throws for one without).
const operations = (await documentedRoutes()).map((route) => ({ ...route, key: `${route.method} ${route.path}` }));
let world: World;
let cells = 0;
let foreignCells = 0;

beforeAll(async () => {
  // The publish webhook's secret, so /api/revalidate answers a bad signature as it does in every deployment.
  vi.stubEnv('SANITY_WEBHOOK_SECRET', 'matrix-webhook-secret');
  world = await makeWorld(testDb.db);
});

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

afterAll(() => {
  vi.unstubAllEnvs();
  console.info(
    `Authorisation matrix (${testDriver}): ${operations.length} operations x ${ROLES.length} roles, ${cells} cells asserted, ${foreignCells} of them on another account's object`,
  );
});

interface Answer {
  status: number;
  text: string;
  notOwned: { resource: OwnedResource; userId: number }[];
}

async function callAs(operation: ApiRoute, role: Role, call: OperationCall): Promise<Answer> {
  const headers = {
    'x-forwarded-for': ADDRESS[role],
    ...(operation.method === 'GET' ? {} : { origin: SITE }),
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(call.raw && { 'content-type': call.raw.contentType }),
    ...(await credentials(world, role)),
    ...call.headers,
  };
  const missing = operation.pathParams.filter((name) => call.params?.[name] === undefined);
  if (missing.length > 0) throw new Error(`${operation.method} ${operation.path} needs ${missing.join(', ')}`);
  const watch = watchNotOwned();
  try {
    const response = await callDocumentedRoute(operation, {
      site: SITE,
      params: call.params,
      query: Object.entries(call.query ?? {}),
      headers,
      body: call.raw ? call.raw.text : call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    return { status: response.status, text, notOwned: watch.lines().map(({ resource, userId }) => ({ resource, userId })) };
  } finally {
    watch.stop();
  }
}

const accountId = (role: Role) => (role === 'visitor' ? null : world.accounts[role].id);

/** No answer to anyone but A holds A's address or the names of A's PCs and licences. */
function expectNothingOfA(rule: Rule, role: Role, answer: Answer) {
  if (role === 'customerA' || rule.readsEveryonesData) return;
  for (const secret of world.secretsOfA) expect(answer.text, `the answer to ${role} holds ${secret}`).not.toContain(secret);
}

describe(`the authorisation matrix (${testDriver})`, () => {
  it('has an expectation for every documented operation, and none for an operation that is not documented', () => {
    const documented = operations.map((operation) => operation.key);
    expect(Object.keys(RULES).filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !(key in RULES))).toEqual([]);
  });

  for (const operation of operations) {
    it(operation.key, async () => {
      const rule = RULES[operation.key];
      if (!rule) throw new Error(`No expectation is declared for ${operation.key}: add one to RULES`);
      // A documented security scheme and the declared guard say the same.
      const { session, appToken } = securityOf(operation);
      expect(session || appToken, 'documented as needing a session or token').toBe(rule.access !== 'anyone');

      if (!rule.targets) {
        for (const role of ROLES) {
          const answer = await callAs(operation, role, (await rule.call?.(world, role)) ?? {});
          expect({ role, status: answer.status }).toEqual({ role, status: guardRefusal(rule.access, role) ?? rule.answer });
          expect(answer.notOwned).toEqual([]);
          expectNothingOfA(rule, role, answer);
          cells++;
        }
        return;
      }

      for (const target of rule.targets) {
        const { id, call, state } = await target.make(world);
        // The roles that may use it last: what they do may change it.
        const order = [...ROLES].sort((a, b) => Number(a in target.mayUse) - Number(b in target.mayUse));
        for (const role of order) {
          const before = await state();
          const answer = await callAs(operation, role, call(id, role));
          const refused = guardRefusal(rule.access, role);
          const allowed = target.mayUse[role];
          const cell = `${target.name} as ${role}`;
          if (refused !== null || allowed !== undefined) {
            expect({ cell, status: answer.status }).toEqual({ cell, status: refused ?? allowed });
            expect(answer.notOwned, cell).toEqual([]);
          } else {
            // Another account's object: the answer to an id that does not exist, one line for staff.
            expect({ cell, status: answer.status }).toEqual({ cell, status: target.refusedWith ?? 404 });
            expect(answer.notOwned, cell).toEqual([{ resource: target.resource, userId: accountId(role) }]);
            // Word for word what an id that does not exist gets: the answer tells nobody the object is there.
            const unknown = await callAs(operation, role, call(UNKNOWN_ID, role));
            expect({ cell, answer: answer.text }).toEqual({ cell, answer: unknown.text });
            foreignCells++;
          }
          if (allowed === undefined) expect(await state(), `${cell} changed it`).toEqual(before);
          expectNothingOfA(rule, role, answer);
          cells++;
        }
      }
    });
  }
});
