import { z } from 'zod';

// spec 7 /api/account/autocharge/* and the account page's revoke: one schema per input, shared by the routes,
// the page and the tests. Ids are positive integers in PostgreSQL's integer range, written as decimals.

const MAX_ID = 2_147_483_647;

/** An id as it comes in a path segment or a query string. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ID);

/** `?subscription_id=` of the autocharge calls. */
export const subscriptionQuerySchema = z.strictObject({ subscription_id: idParamSchema });

/** The body of the account's membership writes: nothing but, optionally, the answer's language. */
export const membershipWriteSchema = z.strictObject({ locale: z.enum(['en', 'zh-CN']).optional() });

export type SubscriptionQuery = z.output<typeof subscriptionQuerySchema>;
