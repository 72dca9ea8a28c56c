import { LRUCache } from 'lru-cache';
import type { Database } from '@/lib/db/client';
import { type Currency, currencyForCountry } from './currency';
import { type SubscriptionPriceSet, subscriptionPrices } from './subscription-prices';

// Issue 16: GET /api/currency and GET /api/subscription-prices answer from memory. Their answers depend on the
// currencies, the countries' currencies and the price list, which change only by a staff price change (lib/staff/
// prices.ts) and by the catalogue seed at an instance's start (scripts/prepare-db.ts). Either is announced as a
// price change, which drops them on this instance and, through the publish relay, on every other one
// (lib/staff/price-cache.ts, /api/revalidate).
// The answers are held as the promise of their reading, by the normalised country code: at most one reading per
// country at a time, and a reading begun before a drop serves only the calls that joined it before the drop.
// Bounded: a country code is two letters (676 at most, 249 assigned), and the least recently used goes beyond
// PRICE_ANSWERS_MAX. A minute's TTL is the safety net for a drop that never came (a listener down).

/** Answers held at most: every assigned country's two answers, and room for some unassigned codes. */
export const PRICE_ANSWERS_MAX = 600;
/** How long an answer is held at most. */
export const PRICE_ANSWERS_TTL_MS = 60_000;

type Answer = Currency | SubscriptionPriceSet;

interface Held {
  /** The database the answers were read from: another one (a test's) starts afresh. */
  db: Database | undefined;
  answers: LRUCache<string, Promise<Answer>>;
}

// Route bundles and the serving process may each load this module: the one holder lives on globalThis.
const HOLDER_KEY = Symbol.for('remapper.price-answers');
const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: Held };
const held = (holder[HOLDER_KEY] ??= {
  db: undefined,
  answers: new LRUCache<string, Promise<Answer>>({ max: PRICE_ANSWERS_MAX, ttl: PRICE_ANSWERS_TTL_MS }),
});

function answer<T extends Answer>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  if (held.db !== db) {
    held.answers.clear();
    held.db = db;
  }
  const known = held.answers.get(key);
  if (known) return known as Promise<T>;
  const reading = read();
  held.answers.set(key, reading);
  // A failed reading is not held: the next call reads again (and its own caller sees the failure).
  reading.catch(() => {
    if (held.answers.peek(key) === reading) held.answers.delete(key);
  });
  return reading;
}

/** GET /api/currency's answer for a country code as parseCountryCode normalised it (undefined: none). */
export function heldCurrencyForCountry(db: Database, country: string | undefined): Promise<Currency> {
  return answer(db, `currency:${country ?? ''}`, () => currencyForCountry(db, country));
}

/** GET /api/subscription-prices' answer for a country code as parseCountryCode normalised it. */
export function heldSubscriptionPrices(db: Database, country: string | undefined): Promise<SubscriptionPriceSet> {
  return answer(db, `prices:${country ?? ''}`, () => subscriptionPrices(db, country));
}

/** The prices, currencies or countries' currencies changed: every answer is read again. */
export function dropPriceAnswers(): void {
  held.answers.clear();
}

/** How many answers are held (for the tests of its bound). */
export function heldPriceAnswerCount(): number {
  return held.answers.size;
}
