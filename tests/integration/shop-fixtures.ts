import { randomBytes } from 'node:crypto';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type NewCouponRow, coupons, users } from '@/lib/db/schema';

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
