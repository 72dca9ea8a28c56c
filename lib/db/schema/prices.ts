import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgEnum, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

// Prices (spec 3, 9): plan kinds, currencies, the countries that pay in them, and the price list.

// spec 1: a plan is either a subscription (3 months or 1 year) or lifetime access.
export const planKind = pgEnum('plan_kind', ['subscription', 'lifetime']);

// spec 3 "Currency: abbreviation, sign, sign-before-value".
export const currencies = pgTable(
  'currencies',
  {
    // ISO 4217 alphabetic code, e.g. USD.
    code: char('code', { length: 3 }).primaryKey(),
    sign: text('sign').notNull(),
    signBeforeValue: boolean('sign_before_value').notNull(),
    // ISO 4217 minor unit (digits after the decimal point): amounts are stored in minor units
    // (DESIGN.md "Commerce"), so turning them into major units needs it (2 for USD, 0 for JPY).
    minorUnit: smallint('minor_unit').notNull().default(2),
  },
  (table) => [
    check('currencies_code_format', sql`${table.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_unit_range', sql`${table.minorUnit} between 0 and 4`),
  ],
);

// Which currency a visitor's country pays in; countries without a row pay in USD (spec 3).
export const countryCurrencies = pgTable(
  'country_currencies',
  {
    // ISO 3166-1 alpha-2, upper case.
    countryCode: char('country_code', { length: 2 }).primaryKey(),
    currencyCode: char('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
  },
  (table) => [check('country_currencies_country_code_format', sql`${table.countryCode} ~ '^[A-Z]{2}$'`)],
);

// spec 3 "Price" and spec 9: one row per currency, plan kind, term and PC count.
export const prices = pgTable(
  'prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currencyCode: char('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    kind: planKind('kind').notNull(),
    // Term in months; spec 3 "period (default 0)": lifetime access has no term.
    periodMonths: smallint('period_months').notNull().default(0),
    pcNum: smallint('pc_num').notNull(),
    // Integer minor units (cents), never floating point (DESIGN.md "Commerce").
    amount: integer('amount').notNull(),
    // The struck-through former price, when there is one.
    amountOld: integer('amount_old'),
  },
  (table) => [
    unique('prices_currency_kind_period_pc_num_unique').on(table.currencyCode, table.kind, table.periodMonths, table.pcNum),
    check(
      'prices_period_matches_kind',
      sql`(${table.kind} = 'lifetime' and ${table.periodMonths} = 0) or (${table.kind} = 'subscription' and ${table.periodMonths} > 0)`,
    ),
    // spec 1: more than 10 instances means contacting support, so no plan sells more PCs.
    check('prices_pc_num_range', sql`${table.pcNum} between 1 and 10`),
    check('prices_amount_non_negative', sql`${table.amount} >= 0`),
    check('prices_amount_old_above_amount', sql`${table.amountOld} is null or ${table.amountOld} > ${table.amount}`),
  ],
);

export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryCurrencyRow = typeof countryCurrencies.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type NewPriceRow = typeof prices.$inferInsert;
export type PlanKind = (typeof planKind.enumValues)[number];
