import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteCheckout } from '@/lib/commerce/checkout';
import { createOrder, type CreateOrderInput } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { addMonths } from '@/lib/commerce/calendar';
import type { PlanChoice } from '@/lib/commerce/plans';
import { instances, licenseInstances, licenses, memberships } from '@/lib/db/schema';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { accountMembershipOf } from '@/lib/memberships/account-membership';
import { LIFETIME_1PC, makeUser, YEAR_1PC } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// spec 1 "Upgrade: the price today is the difference between the paid term and the used term; later payments
// are at the standard rate. An upgrade to lifetime replaces the subscription." USD list prices of the demo
// price table: 1 year 1 PC $14.99, 1 year 2 PCs $24.99, lifetime 1 PC $49.99.

const testDb = withTestDatabase();
const db = () => testDb.db;

const DAY_MS = 24 * 60 * 60 * 1000;
const paidAt = new Date('2026-01-01T00:00:00Z');
const termEnd = addMonths(paidAt, 12);

function input(buyerUserId: number, plan: PlanChoice, now: Date, overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return { buyerUserId, idempotencyKey: randomUUID(), plan, country: 'US', paymentMethod: 'card', provider: 'fake', now, ...overrides };
}

async function buy(buyerUserId: number, plan: PlanChoice, now: Date) {
  const created = await createOrder(db(), input(buyerUserId, plan, now));
  if (created.kind !== 'created') throw new Error(created.kind);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: 'USD',
    paidAt: now,
  });
  if (paid.kind !== 'paid') throw new Error(paid.kind);
  return paid;
}

/** The unused part of $14.99 paid for the year, at `now`, rounded down as the rule says. */
const unused = (now: Date) => Math.floor((1499 * (termEnd.getTime() - now.getTime())) / (termEnd.getTime() - paidAt.getTime()));

describe(`upgrades (${testDriver})`, () => {
  it('lifetime at the prorated price replaces the subscription, and its PCs move with it', async () => {
    const buyer = await makeUser(db());
    const year = await buy(buyer.id, YEAR_1PC, paidAt);
    await db().insert(instances).values({
      userId: buyer.id,
      membershipId: year.membershipId!,
      pcNum: 1,
      slot: 1,
      deviceId: 'upgrade-device-1',
      deviceName: 'Desk',
      version: '1.0',
    });

    const now = new Date(paidAt.getTime() + 73 * DAY_MS);
    const quoted = await quoteCheckout(
      { term: 'lifetime', pcNum: 1, country: 'US', vatNumber: '', couponCode: '', gift: false },
      { db: db(), now, buyerId: buyer.id },
    );
    expect(quoted).toMatchObject({ kind: 'quoted', quote: { subtotal: 4999, upgradeCredit: unused(now), total: 4999 - unused(now) } });
    // A visitor, or the same plan as a gift, sees the list price.
    expect(
      await quoteCheckout(
        { term: 'lifetime', pcNum: 1, country: 'US', vatNumber: '', couponCode: '', gift: true },
        { db: db(), now, buyerId: buyer.id },
      ),
    ).toMatchObject({
      quote: { total: 4999, upgradeCredit: 0 },
    });

    const created = await createOrder(db(), input(buyer.id, LIFETIME_1PC, now));
    if (created.kind !== 'created') throw new Error(created.kind);
    expect(created.order).toMatchObject({ subtotal: 4999, discount: unused(now), total: 4999 - unused(now) });
    await markOrderPaid(db(), { orderId: created.order.id, provider: 'fake', amount: created.order.total, currency: 'USD', paidAt: now });
    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.kind, row.status])).toStrictEqual([
      ['subscription', 'replaced'],
      ['lifetime', 'active'],
    ]);
    const [pc] = await db().select().from(instances).where(eq(instances.userId, buyer.id));
    expect(pc?.membershipId).toBe(held[1]?.id);
  });

  it('more PCs mid-term: credited, and the new term starts when paid (the credit is the unused time)', async () => {
    const buyer = await makeUser(db());
    await buy(buyer.id, YEAR_1PC, paidAt);
    const now = new Date(paidAt.getTime() + 182 * DAY_MS);
    const created = await createOrder(db(), input(buyer.id, { kind: 'subscription', periodMonths: 12, pcNum: 2 }, now));
    if (created.kind !== 'created') throw new Error(created.kind);
    expect(created.order.total).toBe(2499 - unused(now));
    await markOrderPaid(db(), { orderId: created.order.id, provider: 'fake', amount: created.order.total, currency: 'USD', paidAt: now });
    const [active] = await db().select().from(memberships).where(eq(memberships.orderId, created.order.id));
    expect(active).toMatchObject({ status: 'active', pcNum: 2, startsAt: now, expiresAt: addMonths(now, 12) });

    // Upgrading again at once: the new year is worth its list price, the credit carried into it included.
    const later = new Date(now.getTime() + 1000);
    const lifetime = await quoteCheckout(
      { term: 'lifetime', pcNum: 2, country: 'US', vatNumber: '', couponCode: '', gift: false },
      { db: db(), now: later, buyerId: buyer.id },
    );
    const yearMs = addMonths(now, 12).getTime() - now.getTime();
    expect(lifetime).toMatchObject({ quote: { upgradeCredit: Math.floor((2499 * (yearMs - 1000)) / yearMs) } });
  });

  it('the same subscription again renews it: at the list price, its next term following the one held', async () => {
    const buyer = await makeUser(db());
    const year = await buy(buyer.id, YEAR_1PC, paidAt);
    // Auto-renewal stopped after failed charges (autocharge 3): renewing by hand is the way to keep the plan.
    await db().update(memberships).set({ autochargeStatus: 3 }).where(eq(memberships.id, year.membershipId!));
    await db().insert(instances).values({
      userId: buyer.id,
      membershipId: year.membershipId!,
      pcNum: 1,
      slot: 1,
      deviceId: 'renewal-device-1',
      deviceName: 'Desk',
      version: '1.0',
    });

    const now = new Date(paidAt.getTime() + 300 * DAY_MS);
    const quoted = await quoteCheckout(
      { term: '1y', pcNum: 1, country: 'US', vatNumber: '', couponCode: '', gift: false },
      { db: db(), now, buyerId: buyer.id },
    );
    expect(quoted).toMatchObject({ kind: 'quoted', quote: { subtotal: 1499, upgradeCredit: 0, total: 1499 } });
    const created = await createOrder(db(), input(buyer.id, YEAR_1PC, now));
    if (created.kind !== 'created') throw new Error(created.kind);
    expect(created.order).toMatchObject({ renewsMembershipId: year.membershipId, discount: 0, total: 1499 });

    await markOrderPaid(db(), { orderId: created.order.id, provider: 'fake', amount: created.order.total, currency: 'USD', paidAt: now });
    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.status, row.expiresAt])).toStrictEqual([
      ['replaced', termEnd],
      ['active', addMonths(termEnd, 12)],
    ]);
    const [pc] = await db().select().from(instances).where(eq(instances.userId, buyer.id));
    expect(pc).toMatchObject({ membershipId: held[1]?.id, status: 'active' });

    // Upgrading now credits both terms: the unused part of the first and all of the renewal, not begun yet.
    const lifetime = await quoteCheckout(
      { term: 'lifetime', pcNum: 1, country: 'US', vatNumber: '', couponCode: '', gift: false },
      { db: db(), now, buyerId: buyer.id },
    );
    expect(lifetime).toMatchObject({ quote: { subtotal: 4999, upgradeCredit: unused(now) + 1499 } });
  });

  it('a lower tier is refused to an account that holds a plan', async () => {
    const buyer = await makeUser(db());
    await buy(buyer.id, { kind: 'subscription', periodMonths: 12, pcNum: 2 }, paidAt);
    const now = new Date(paidAt.getTime() + 10 * DAY_MS);
    expect(await createOrder(db(), input(buyer.id, YEAR_1PC, now))).toStrictEqual({ kind: 'recipientHasPlan', heldKind: 'subscription' });
    expect(await createOrder(db(), input(buyer.id, { kind: 'subscription', periodMonths: 3, pcNum: 5 }, now))).toStrictEqual({
      kind: 'recipientHasPlan',
      heldKind: 'subscription',
    });
    const lifetime = await buy(buyer.id, { kind: 'lifetime', periodMonths: 0, pcNum: 2 }, now);
    expect(lifetime.kind).toBe('paid');
    expect(await createOrder(db(), input(buyer.id, LIFETIME_1PC, now))).toStrictEqual({ kind: 'recipientHasPlan', heldKind: 'lifetime' });
  });
});

describe(`lifetime for a legacy licence (${testDriver})`, () => {
  async function licence(userId: number, serial: string) {
    const { license } = await seedLegacyLicense(db(), {
      userId,
      serialNumber: serial,
      instancesNum: 3,
      description: '',
      devices: ['Old PC'],
    });
    return license;
  }

  it('replaces the licence it is bought for, ends its PCs, and leaves the other licences as they are', async () => {
    const buyer = await makeUser(db());
    const kept = await licence(buyer.id, `KEEP-${randomUUID().slice(0, 8).toUpperCase()}`);
    const replaced = await licence(buyer.id, `SWAP-${randomUUID().slice(0, 8).toUpperCase()}`);
    const now = new Date('2026-03-01T00:00:00Z');

    // Only lifetime access, and only for a licence of the buyer's own.
    expect(await createOrder(db(), input(buyer.id, YEAR_1PC, now, { licenseId: replaced.id }))).toStrictEqual({ kind: 'invalidLicense' });
    const stranger = await makeUser(db());
    expect(await createOrder(db(), input(stranger.id, LIFETIME_1PC, now, { licenseId: replaced.id }))).toStrictEqual({
      kind: 'invalidLicense',
    });

    const created = await createOrder(
      db(),
      input(buyer.id, { kind: 'lifetime', periodMonths: 0, pcNum: 3 }, now, { licenseId: replaced.id }),
    );
    if (created.kind !== 'created') throw new Error(created.kind);
    // No credit: what a legacy licence cost is not known.
    expect(created.order).toMatchObject({ upgradesLicenseId: replaced.id, discount: 0, total: 9999 });
    await markOrderPaid(db(), { orderId: created.order.id, provider: 'fake', amount: created.order.total, currency: 'USD', paidAt: now });

    const rows = await db().select().from(licenses).where(eq(licenses.userId, buyer.id)).orderBy(licenses.id);
    expect(rows.map((row) => [row.id, row.replacedAt])).toStrictEqual([
      [kept.id, null],
      [replaced.id, now],
    ]);
    const pcs = await db().select().from(licenseInstances).where(eq(licenseInstances.licenseId, replaced.id));
    expect(pcs.map((pc) => pc.status)).toStrictEqual(['deactivated']);
    const keptPcs = await db().select().from(licenseInstances).where(eq(licenseInstances.licenseId, kept.id));
    expect(keptPcs.map((pc) => pc.status)).toStrictEqual(['active']);
    expect((await accountMembershipOf(db(), buyer.id)).licenses.map((row) => row.id)).toStrictEqual([kept.id]);
    const [lifetime] = await db().select().from(memberships).where(eq(memberships.orderId, created.order.id));
    expect(lifetime).toMatchObject({ kind: 'lifetime', status: 'active', pcNum: 3 });

    // A replaced licence cannot be bought for again.
    expect(
      await createOrder(db(), input(buyer.id, { kind: 'lifetime', periodMonths: 0, pcNum: 3 }, now, { licenseId: replaced.id })),
    ).toStrictEqual({
      kind: 'invalidLicense',
    });
  });
});
