import { randomBytes } from 'node:crypto';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { appTokens, type NewCouponRow, coupons, users } from '@/lib/db/schema';
import type { AppCaller } from '@/lib/memberships/app-tokens';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';

// Accounts and coupons for the shop's tests; names are random, so tests in one database never collide.

export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`.toUpperCase();

export async function makeUser(db: DatabaseOrTransaction, fields: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ email: `${unique('buyer-').toLowerCase()}@example.com`, emailConfirmedAt: new Date(), ...fields })
    .returning();
  if (!user) throw new Error('no user inserted');
  return user;
}

export async function makeCoupon(db: DatabaseOrTransaction, fields: Omit<NewCouponRow, 'code'> & { code?: string }) {
  const [coupon] = await db
    .insert(coupons)
    .values({ code: unique('C'), ...fields })
    .returning();
  if (!coupon) throw new Error('no coupon inserted');
  return coupon;
}

export const YEAR_1PC = { kind: 'subscription', periodMonths: 12, pcNum: 1 } as const;
export const LIFETIME_1PC = { kind: 'lifetime', periodMonths: 0, pcNum: 1 } as const;

/** A new account and a token of the desktop program's for it: the caller of the program's calls. */
export async function programCaller(db: DatabaseOrTransaction): Promise<AppCaller> {
  const user = await makeUser(db);
  const [token] = await db
    .insert(appTokens)
    .values({ userId: user.id, tokenHash: sha256Hex(newSecret()), deviceName: 'Test PC' })
    .returning();
  return { userId: user.id, tokenId: token!.id };
}

/** A PC as the program describes it on activation; a new device id each time. */
export const programDevice = (name = 'PC') => ({ device_id: unique('dev-').toLowerCase(), device_name: name, version: '6.4.0' });
