import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Rate limits, shared by every instance.

// DESIGN.md "Scaling out": rate limits live in the database, so they hold across instances. The shape
// is the one rate-limiter-flexible's RateLimiterDrizzle reads and writes (lib/runtime/rate-limit.ts).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
