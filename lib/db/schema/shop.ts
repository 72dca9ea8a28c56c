import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LICENSE_NOTE_MAX } from '@/lib/validation/membership';
import { currencies, planKind } from './prices';
import { ownedByUser, users } from './accounts';

// The shop (spec 1, 3, 9): coupons, orders, invoices and the payment provider's events, and what an order grants
// (a membership) or upgrades (a legacy licence): an order names the membership it renews or the licence it replaces,
// and a membership the order that bought it, so they share this file.

// spec 1 / 9: a subscription runs 3 or 12 months for 1, 2 or 5 PCs; lifetime has no term and 1 to 3 PCs.
export const SOLD_PLAN = (kind: string, period: string, pcNum: string) =>
  sql.raw(
    `(${kind} = 'subscription' and ${period} in (3, 12) and ${pcNum} in (1, 2, 5)) or ` +
      `(${kind} = 'lifetime' and ${period} = 0 and ${pcNum} between 1 and 3)`,
  );

// A coupon code as entered at checkout (spec 3). Codes are stored upper-case (the check enforces it), so the
// unique constraint makes them unique case-insensitively, as users.email does with lower case.
export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed']);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    // Whole percent off the list price (kind percent).
    percentOff: smallint('percent_off'),
    // Minor units off the list price (kind fixed), only in its own currency.
    amountOff: integer('amount_off'),
    currencyCode: char('currency_code', { length: 3 }).references(() => currencies.code, {
      onUpdate: 'cascade',
      onDelete: 'restrict',
    }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    // Paid orders that used the coupon (lib/commerce/payments.ts counts them in the payment's transaction).
    usedCount: integer('used_count').notNull().default(0),
    // Plan restrictions; null allows any.
    planKinds: planKind('plan_kinds').array(),
    periodMonths: smallint('period_months').array(),
    pcNums: smallint('pc_nums').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('coupons_code_unique').on(table.code),
    check('coupons_code_format', sql`${table.code} = upper(${table.code}) and length(${table.code}) between 1 and 64`),
    check(
      'coupons_kind_amounts',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOff} is null and ${table.currencyCode} is null) or (${table.kind} = 'fixed' and ${table.amountOff} > 0 and ${table.currencyCode} is not null and ${table.percentOff} is null)`,
    ),
    check('coupons_usage_limit_positive', sql`${table.usageLimit} is null or ${table.usageLimit} > 0`),
    check(
      'coupons_used_count_range',
      sql`${table.usedCount} >= 0 and (${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit})`,
    ),
    check(
      'coupons_valid_window',
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validUntil} > ${table.validFrom}`,
    ),
  ],
);

// spec 3 "Payment order"; the state machine is lib/commerce/order-status.ts.
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'cancelled', 'refunded']);
// DESIGN.md "Payments behind one interface": the fake provider (embedded default) and one real one.
export const paymentProvider = pgEnum('payment_provider', ['fake', 'stripe']);

// Orders are financial records: an account that has any cannot be deleted (restrict, not cascade).
const orderParty = (name: string) => integer(name).references(() => users.id, { onDelete: 'restrict' });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The buyer: who pays, sees the order and gets the invoice.
    userId: orderParty('user_id').notNull(),
    // Who gets the plan: the buyer, or a gift's recipient (spec 3 "recipient email"). A gift for an address
    // with no account yet has none until it is paid: the account is made then (lib/commerce/payments.ts), so
    // an unpaid gift creates nobody.
    recipientUserId: orderParty('recipient_user_id'),
    // A gift's recipient address, lower case; null when the buyer bought for themselves.
    giftRecipientEmail: text('gift_recipient_email'),
    // The checkout's language: of the account made for a gift's recipient, and of the mail telling them.
    locale: text('locale').notNull().default('en'),
    buyerEmail: text('buyer_email').notNull(),
    kind: planKind('kind').notNull(),
    periodMonths: smallint('period_months').notNull(),
    pcNum: smallint('pc_num').notNull(),
    currencyCode: char('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    // Integer minor units. subtotal is the list price, discount the coupon's part of it. VAT is either
    // included in the total (B2C, vat_inclusive) or added to it; total is what the provider charges.
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    // The part of `discount` that was the unused credit of the plan an upgrade replaced (lib/commerce/upgrades.ts):
    // the term bought was worth subtotal less the coupon's part, credit included.
    upgradeCredit: integer('upgrade_credit').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    total: integer('total').notNull(),
    // Basis points: 2000 = 20 %.
    vatRate: integer('vat_rate').notNull().default(0),
    vatInclusive: boolean('vat_inclusive').notNull().default(true),
    // An EU business with a valid VAT number: the buyer accounts for the VAT (spec 2 "optional VAT number").
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    vatNumber: text('vat_number'),
    // The country the buyer declared at checkout (ISO 3166-1 alpha-2).
    country: char('country', { length: 2 }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    // The coupon's usage limit was reached by other orders paid first: this one was paid at the quoted
    // price anyway and not counted (lib/commerce/payments.ts), for staff to look at.
    couponOverLimit: boolean('coupon_over_limit').notNull().default(false),
    status: orderStatus('status').notNull().default('pending'),
    // card, paypal, alipay, wechat, fake...: text, so a new method needs no migration.
    paymentMethod: text('payment_method').notNull(),
    provider: paymentProvider('provider').notNull(),
    // The provider's id for the payment attempt (a Stripe Checkout Session), once known.
    providerReference: text('provider_reference'),
    // The provider's id for the money taken (a Stripe PaymentIntent), once paid: refunds name it.
    providerPaymentId: text('provider_payment_id'),
    // The provider's customer (a Stripe Customer) whose saved card renewals charge; null without auto-renewal.
    providerCustomerId: text('provider_customer_id'),
    // Lifetime access bought to replace a legacy licence (spec 1): the licence it deactivates when paid.
    upgradesLicenseId: integer('upgrades_license_id').references((): AnyPgColumn => licenses.id, { onDelete: 'restrict' }),
    // A renewal's order names the membership it renews (lib/memberships/renewals.ts); null for a purchase.
    renewsMembershipId: integer('renews_membership_id').references((): AnyPgColumn => memberships.id, { onDelete: 'restrict' }),
    // spec 1: auto-renews only by card or PayPal, and not for China.
    autoRenew: boolean('auto_renew').notNull().default(false),
    // Per buyer: the same checkout submitted twice creates one order.
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    unique('orders_provider_reference_unique').on(table.provider, table.providerReference),
    unique('orders_provider_payment_id_unique').on(table.provider, table.providerPaymentId),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_recipient_idx').on(table.recipientUserId),
    index('orders_coupon_idx').on(table.couponId),
    check('orders_plan_sold', SOLD_PLAN('kind', 'period_months', 'pc_num')),
    check('orders_buyer_email_lower_case', sql`${table.buyerEmail} = lower(${table.buyerEmail})`),
    check(
      'orders_amounts_non_negative',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.vat} >= 0 and ${table.total} >= 0 and ${table.vatRate} between 0 and 10000`,
    ),
    check('orders_discount_within_subtotal', sql`${table.discount} <= ${table.subtotal}`),
    check('orders_upgrade_credit_within_discount', sql`${table.upgradeCredit} between 0 and ${table.discount}`),
    check(
      'orders_total_adds_up',
      sql`${table.total} = ${table.subtotal} - ${table.discount} + case when ${table.vatInclusive} then 0 else ${table.vat} end`,
    ),
    check('orders_vat_within_total', sql`${table.vat} <= ${table.total}`),
    check('orders_reverse_charge_has_no_vat', sql`not ${table.reverseCharge} or (${table.vat} = 0 and ${table.vatNumber} is not null)`),
    check('orders_country_format', sql`${table.country} is null or ${table.country} ~ '^[A-Z]{2}$'`),
    check('orders_coupon_over_limit_has_coupon', sql`not ${table.couponOverLimit} or ${table.couponId} is not null`),
    check('orders_payment_method_format', sql`${table.paymentMethod} ~ '^[a-z][a-z0-9_]{0,31}$'`),
    check(
      'orders_auto_renew_allowed',
      sql`not ${table.autoRenew} or (${table.kind} = 'subscription' and ${table.paymentMethod} in ('card', 'paypal') and ${table.country} is distinct from 'CN')`,
    ),
    check('orders_paid_at_when_paid', sql`(${table.paidAt} is not null) = (${table.status} in ('paid', 'refunded'))`),
    check('orders_refunded_at_when_refunded', sql`(${table.refundedAt} is not null) = (${table.status} = 'refunded')`),
    check(
      'orders_paid_has_recipient',
      sql`${table.recipientUserId} is not null or (${table.giftRecipientEmail} is not null and ${table.status} not in ('paid', 'refunded'))`,
    ),
    check('orders_gift_recipient_email_lower_case', sql`${table.giftRecipientEmail} = lower(${table.giftRecipientEmail})`),
    check('orders_locale', sql`${table.locale} in ('en', 'zh-CN')`),
    check('orders_license_upgrade_is_lifetime', sql`${table.upgradesLicenseId} is null or ${table.kind} = 'lifetime'`),
    check('orders_idempotency_key_length', sql`length(${table.idempotencyKey}) between 1 and 200`),
  ],
);

// One row, id 1: the last invoice number issued. Bumped in the payment's transaction, so a payment that
// rolls back gives its number back and the numbers have no gaps (a sequence would keep the gap).
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: smallint('id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    check('invoice_counter_single_row', sql`${table.id} = 1`),
    check('invoice_counter_last_number_non_negative', sql`${table.lastNumber} >= 0`),
  ],
);

// spec 3 "Invoice": one per paid order, with the buyer's billing details as they were at payment time.
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    company: text('company'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: char('country', { length: 2 }),
    vatNumber: text('vat_number'),
  },
  (table) => [
    unique('invoices_order_id_unique').on(table.orderId),
    unique('invoices_number_unique').on(table.number),
    check('invoices_number_positive', sql`${table.number} > 0`),
  ],
);

// A provider's webhook event, recorded in the transaction of its effect: the same event twice is a no-op.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_events_provider_event_unique').on(table.provider, table.eventId),
    index('payment_events_order_idx').on(table.orderId),
  ],
);

// spec 1 "Plans", spec 4 "Subscription lifecycle": what an account holds. A trial is one per account, ever
// (not extendable); a purchase replaces an active trial. A cancelled subscription (spec 1) stays active to the
// end of its term with autocharge suspended; 'revoked' is for refunds, 'replaced' for upgrades and purchases.
export const membershipKind = pgEnum('membership_kind', ['trial', 'subscription', 'lifetime']);
export const membershipStatus = pgEnum('membership_status', ['active', 'finished', 'replaced', 'revoked']);

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    kind: membershipKind('kind').notNull(),
    periodMonths: smallint('period_months').notNull().default(0),
    pcNum: smallint('pc_num').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: membershipStatus('status').notNull().default('active'),
    // spec 4 "Autocharge status: 1 active, 2 suspended, 3 finished"; null for what does not renew.
    autochargeStatus: smallint('autocharge_status'),
    // The term end the buyer was last reminded of before its auto-renewal (lib/memberships/renewal-reminders.ts).
    renewalRemindedFor: timestamp('renewal_reminded_for', { withTimezone: true }),
    // The paid order that granted it; null for trials and Taobao codes.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // spec 1: "An account may hold one active subscription or one lifetime access, not both and not several."
    uniqueIndex('memberships_one_active_plan_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'active' and ${table.kind} in ('subscription', 'lifetime')`),
    // spec 1: the trial is not extendable, so an account has one, ever.
    uniqueIndex('memberships_one_trial_per_user')
      .on(table.userId)
      .where(sql`${table.kind} = 'trial'`),
    unique('memberships_order_id_unique').on(table.orderId),
    // The target of instances' (membership_id, pc_num) key, so an instance's slot is checked against the plan's PCs.
    unique('memberships_id_pc_num_unique').on(table.id, table.pcNum),
    index('memberships_user_idx').on(table.userId),
    check(
      'memberships_plan_shape',
      sql.raw(
        `(kind = 'trial' and period_months = 0 and pc_num between 1 and 2 and order_id is null) or ` +
          `(kind = 'subscription' and period_months in (3, 12) and pc_num in (1, 2, 5)) or ` +
          `(kind = 'lifetime' and period_months = 0 and pc_num between 1 and 3)`,
      ),
    ),
    check('memberships_expiry_matches_kind', sql`(${table.expiresAt} is null) = (${table.kind} = 'lifetime')`),
    check('memberships_expires_after_start', sql`${table.expiresAt} is null or ${table.expiresAt} > ${table.startsAt}`),
    check(
      'memberships_autocharge_status_known',
      sql`${table.autochargeStatus} is null or (${table.kind} = 'subscription' and ${table.autochargeStatus} between 1 and 3)`,
    ),
  ],
);

// spec 1 "Legacy licences: may coexist with a subscription", spec 3 "License: id, available_instances_num,
// instances, note, serial number, status (Active or Available), description". Sold before subscriptions; no
// purchase makes one now. A licence allows instances_num PCs; its status and available_instances_num follow
// from its active instances (lib/memberships/licenses.ts). The note is the owner's own text.

export const licenses = pgTable(
  'licenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    serialNumber: text('serial_number').notNull(),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    instancesNum: smallint('instances_num').notNull(),
    // spec 1 "Upgrade to lifetime deactivates the licence and adds lifetime access": when a paid lifetime order
    // bought for it (orders.upgrades_license_id) replaced it. A replaced licence is no longer listed.
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('licenses_serial_number_unique').on(table.serialNumber),
    // The target of license_instances' (license_id, user_id, instances_num) key: a licence PC belongs to the
    // licence's owner, and its slot is checked against the licence's PCs (as instances' are against the plan's).
    unique('licenses_id_user_instances_num_unique').on(table.id, table.userId, table.instancesNum),
    index('licenses_user_idx').on(table.userId),
    check('licenses_serial_number_format', sql`${table.serialNumber} ~ '^[A-Z0-9-]{8,64}$'`),
    check('licenses_instances_num_range', sql`${table.instancesNum} between 1 and 10`),
    check('licenses_note_length', sql.raw(`length(note) <= ${LICENSE_NOTE_MAX}`)),
    check('licenses_description_length', sql`length(${table.description}) <= 500`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = (typeof orderStatus.enumValues)[number];
export type MembershipStatus = (typeof membershipStatus.enumValues)[number];
export type PaymentProvider = (typeof paymentProvider.enumValues)[number];
export type InvoiceRow = typeof invoices.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipKind = (typeof membershipKind.enumValues)[number];
export type LicenseRow = typeof licenses.$inferSelect;
