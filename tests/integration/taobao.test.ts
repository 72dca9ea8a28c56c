import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyTaobaoCode } from '@/lib/commerce/taobao';
import { messagesByLocale } from '@/lib/i18n/messages';
import { memberships, taobaoCodes } from '@/lib/db/schema';
import { makeUser, unique } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

const testDb = withTestDatabase();
const db = () => testDb.db;

async function makeCode(plan: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number }) {
  const code = unique('TB-');
  await db()
    .insert(taobaoCodes)
    .values({ code, ...plan });
  return code;
}

const YEAR = { kind: 'subscription', periodMonths: 12, pcNum: 2 } as const;

describe(`applyTaobaoCode (${testDriver})`, () => {
  it('grants the code plan once, in any case of the code', async () => {
    const user = await makeUser(db());
    const code = await makeCode(YEAR);
    const outcome = await applyTaobaoCode(db(), user.id, ` ${code.toLowerCase()} `);
    expect(outcome).toMatchObject({ kind: 'applied', plan: YEAR });
    const [row] = await db().select().from(taobaoCodes).where(eq(taobaoCodes.code, code));
    expect(row).toMatchObject({ appliedByUserId: user.id });
    const [granted] = await db().select().from(memberships).where(eq(memberships.userId, user.id));
    expect(granted).toMatchObject({ kind: 'subscription', periodMonths: 12, pcNum: 2, status: 'active', orderId: null });
  });

  it('applies once when submitted twice at once, by one account or by two', async () => {
    const code = await makeCode(YEAR);
    const user = await makeUser(db());
    const same = await Promise.all([applyTaobaoCode(db(), user.id, code), applyTaobaoCode(db(), user.id, code)]);
    expect(same.map((outcome) => (outcome.kind === 'applied' ? 'applied' : outcome.reason)).sort()).toStrictEqual([
      'alreadyApplied',
      'applied',
    ]);

    const other = await makeCode(YEAR);
    const [a, b] = [await makeUser(db()), await makeUser(db())];
    const two = await Promise.all([applyTaobaoCode(db(), a.id, other), applyTaobaoCode(db(), b.id, other)]);
    expect(two.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(
      (await db().$count(memberships, eq(memberships.userId, a.id))) + (await db().$count(memberships, eq(memberships.userId, b.id))),
    ).toBe(1);
  });

  it('answers each spec 5 refusal, with its message in both languages', async () => {
    const user = await makeUser(db());
    expect(await applyTaobaoCode(db(), user.id, 'NO-SUCH-CODE')).toStrictEqual({ kind: 'refused', reason: 'invalidCode' });
    expect(await applyTaobaoCode(db(), user.id, '   ')).toStrictEqual({ kind: 'refused', reason: 'invalidCode' });

    const code = await makeCode(YEAR);
    await applyTaobaoCode(db(), user.id, code);
    expect(await applyTaobaoCode(db(), (await makeUser(db())).id, code)).toStrictEqual({ kind: 'refused', reason: 'alreadyApplied' });

    // The account now holds a subscription: a second code is refused and stays unused.
    const second = await makeCode({ kind: 'lifetime', periodMonths: 0, pcNum: 1 });
    expect(await applyTaobaoCode(db(), user.id, second)).toStrictEqual({ kind: 'refused', reason: 'hasActiveSubscription' });
    const [row] = await db().select().from(taobaoCodes).where(eq(taobaoCodes.code, second));
    expect(row?.appliedByUserId).toBeNull();

    const en = messagesByLocale.en.shop.taobao;
    expect([en.invalidCode, en.alreadyApplied, en.hasActiveSubscription]).toStrictEqual([
      'Please enter a valid code',
      'This code has already been applied and cannot be used again',
      'Your account already has an active subscription. The code cannot be applied',
    ]);
    expect(messagesByLocale.en.shop.coupon).toMatchObject({ applied: 'Coupon is applied!', invalid: 'Please enter a valid coupon code' });
  });

  it('the demo seed has unused codes', async () => {
    const user = await makeUser(db());
    expect(await applyTaobaoCode(db(), user.id, 'taobao-demo-3m1')).toMatchObject({ kind: 'applied' });
  });
});
