import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

/** A budget of `points` actions per key in a fixed window of `durationSeconds`. */
export interface RateLimitRule {
  /** Prefixes the keys, so rules sharing the table never count each other's actions. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitVerdict = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

// DESIGN.md "Scaling out": the counters live in the database (table rate_limits), so every instance
// sees the same budget. The limiter's one upsert per action is atomic in PostgreSQL.
const limitersByDb = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Database, rule: RateLimitRule): RateLimiterDrizzle {
  let limiters = limitersByDb.get(db);
  if (!limiters) {
    limiters = new Map();
    limitersByDb.set(db, limiters);
  }
  const id = `${rule.name}:${rule.points}/${rule.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** A refusal that asks to wait until the key's window ends, `msBeforeNext` from now (a second at least). */
function refusedFor(msBeforeNext: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/**
 * The update of an upsert into rate_limits that adds the inserted row's points to the key's window, or starts the
 * window again with them when it has ended: RateLimiterDrizzle's own, which consumeRateLimit makes.
 */
function addedToWindow(now: Date) {
  const expired = sql`${rateLimits.expire} <= ${sql.param(now, rateLimits.expire)}`;
  return {
    points: sql`case when ${expired} then excluded.points else ${rateLimits.points} + excluded.points end`,
    expire: sql`case when ${expired} then excluded.expire else ${rateLimits.expire} end`,
  };
}

/** Counts one action for `key`; refused once the rule's budget for the current window is spent. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
  try {
    const result = await limiterFor(db, rule).consume(key);
    return { allowed: true, remaining: result.remainingPoints };
  } catch (rejection) {
    // The limiter rejects with its result when the budget is spent, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) {
      return refusedFor(rejection.msBeforeNext);
    }
    throw rejection;
  }
}

/** A rule and the key it counts for: `[AUTH_RATE_LIMITS.signInPerIp, ip]`. */
export type RateLimitCharge = readonly [RateLimitRule, string];

/**
 * Counts one action for `first`'s key and, only when `first` allowed it, one for `second`'s: one statement where
 * consumeRateLimit twice would be two (issue 16: every sign-in spends a budget per address, then one per account).
 * Each count is RateLimiterDrizzle's upsert, which consumeRateLimit makes: a window that has ended starts again.
 * `second` is null when `first` refused, as it was never counted.
 */
export async function consumeRateLimitsInTurn(
  db: Database,
  first: RateLimitCharge,
  second: RateLimitCharge,
): Promise<[RateLimitVerdict, RateLimitVerdict | null]> {
  const now = new Date();
  const count = ([rule, key]: RateLimitCharge) => ({
    key: `${rule.name}:${key}`,
    expire: sql.param(new Date(now.getTime() + rule.durationSeconds * 1000), rateLimits.expire),
  });
  const [one, two] = [count(first), count(second)];
  const added = addedToWindow(now);
  const upsertSet = sql`points = ${added.points}, expire = ${added.expire}`;
  const { rows } = await db.execute<{
    first_points: number;
    first_expire: Date | string;
    second_points: number | null;
    second_expire: Date | string | null;
  }>(sql`
    with first_count as (
      insert into rate_limits (key, points, expire) values (${one.key}, 1, ${one.expire})
      on conflict (key) do update set ${upsertSet}
      returning points, expire
    ), second_count as (
      insert into rate_limits (key, points, expire)
      select ${two.key}, 1, ${two.expire} from first_count where first_count.points <= ${first[0].points}
      on conflict (key) do update set ${upsertSet}
      returning points, expire
    )
    select first_count.points as first_points, first_count.expire as first_expire,
      second_count.points as second_points, second_count.expire as second_expire
    from first_count left join second_count on true`);
  const [row] = rows;
  if (!row) throw new Error('The rate-limit count returned no row');
  const verdict = (rule: RateLimitRule, points: number, expire: Date | string): RateLimitVerdict =>
    points <= rule.points
      ? { allowed: true, remaining: Math.max(rule.points - points, 0) }
      : refusedFor(new Date(expire).getTime() - Date.now());
  return [
    verdict(first[0], Number(row.first_points), row.first_expire),
    row.second_points === null || row.second_expire === null ? null : verdict(second[0], Number(row.second_points), row.second_expire),
  ];
}

/**
 * The statement that gives back one action counted for each `[rule, key]` (a sign-in that turned out to be the real
 * user's): the limiter's own reward (RateLimiterDrizzle's upsert of -1 point, which starts a new window when the
 * key's has ended), written for several keys at once. Not run until awaited, or run as a common table expression of
 * another statement (issue 16: a sign-in gives its budgets back in the statement that writes its session).
 */
export function rateLimitRefund(db: Database, first: RateLimitCharge, ...rest: RateLimitCharge[]) {
  const now = new Date();
  return db
    .insert(rateLimits)
    .values(
      [first, ...rest].map(([rule, key]) => ({
        key: `${rule.name}:${key}`,
        points: -1,
        expire: new Date(now.getTime() + rule.durationSeconds * 1000),
      })),
    )
    .onConflictDoUpdate({ target: rateLimits.key, set: addedToWindow(now) });
}

/** Gives back one action counted for each `[rule, key]`, in one statement (rateLimitRefund). */
export async function refundRateLimits(db: Database, ...refunds: RateLimitCharge[]): Promise<void> {
  const [first, ...rest] = refunds;
  if (first) await rateLimitRefund(db, first, ...rest);
}
