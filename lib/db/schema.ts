import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  foreignKey,
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
import { locales } from '../i18n/config';
import { CONTACT_FORM_KINDS, PARTNER_TYPES } from '../validation/contact-forms';
import { LICENSE_NOTE_MAX } from '../validation/membership';

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
    unique('prices_currency_kind_period_pc_num_unique').on(
      table.currencyCode,
      table.kind,
      table.periodMonths,
      table.pcNum,
    ),
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

// spec 3, 4: a request sent through one of the contact forms (help, partners, translators, game
// developers). Columns a form does not have stay null; the checks keep each form's required fields.
export const contactFormKind = pgEnum('contact_form_kind', CONTACT_FORM_KINDS);
export const partnerType = pgEnum('partner_type', PARTNER_TYPES);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    form: contactFormKind('form').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message'),
    partnerType: partnerType('partner_type'),
    // The partner's page, site, channel or shop.
    website: text('website'),
    dailyVisitors: text('daily_visitors'),
    language: text('language'),
    company: text('company'),
    // The language the visitor wrote from, so the answer can be in it.
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_requests_created_at_idx').on(table.createdAt),
    check('contact_requests_contact_has_message', sql`${table.form} <> 'contact' or ${table.message} is not null`),
    check(
      'contact_requests_partner_has_type_and_website',
      sql`${table.form} <> 'partner' or (${table.partnerType} is not null and ${table.website} is not null)`,
    ),
    check('contact_requests_translator_has_language', sql`${table.form} <> 'translator' or ${table.language} is not null`),
    check(
      'contact_requests_developer_has_name_and_company',
      sql`${table.form} <> 'developer' or (${table.name} is not null and ${table.company} is not null)`,
    ),
  ],
);

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

// DESIGN.md "Background work (renewals, retries, mails) runs as jobs in a PostgreSQL-backed queue": one row
// per mail, written in the transaction of what caused it and kept after delivery (lib/mail/queue.ts).
// 'sending' is a claim with a lease: next_attempt_at is when the claim expires, so a mail whose worker died
// mid-send is picked up again; 'failed' mails gave up retrying and stay for a person to look at.
export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The template that wrote it ('contact-request'); text, so a new template needs no migration.
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The Message-ID header, the same on every attempt, so a receiver can tell a repeat from a new mail.
    messageId: text('message_id').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // Where it went: 'smtp' or 'outbox' (the development outbox, lib/mail/config.ts).
    transport: text('transport'),
    // RFC 8058 one-click unsubscribe URL of a mail sent to a list (lib/mail/lists.ts); null for transactional mails.
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('mail_messages_message_id_unique').on(table.messageId),
    // The workers' claim reads only the mails still to deliver, oldest due first.
    index('mail_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index('mail_messages_created_at_idx').on(table.createdAt),
    check('mail_messages_attempts_non_negative', sql`${table.attempts} >= 0`),
    check(
      'mail_messages_sent_has_time_and_transport',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null and ${table.transport} is not null)`,
    ),
  ],
);

// spec 3 "User" and "Profile billing", spec 4 "Account email" (confirmed or not, blocked). Emails are stored
// lower-case (the check enforces it), so the unique constraint makes them unique case-insensitively.
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    // Argon2id in PHC string form (lib/auth/password.ts); null for accounts that only sign in with OAuth.
    passwordHash: text('password_hash'),
    // spec 4: a temporary password the site generated, which the account page asks to change.
    isAutoPassword: boolean('is_auto_password').notNull().default(false),
    // Always null: nothing sets it (sign-in never answers error code 7, README "Accounts"). Kept, not dropped, so an
    // instance still running the previous build during a rolling start finds the column it selects.
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    blocked: boolean('blocked').notNull().default(false),
    // spec 6: a reseller.
    isPartner: boolean('is_partner').notNull().default(false),
    // The language mails to this user are written in.
    locale: text('locale').notNull().default('en'),
    // The mail lists (lib/mail/lists.ts): marketing news (spec 3 "subscribed-to-emails flag", opt-in) and
    // reminders before an auto-renewal charges (opt-out); /account/unsubscribe turns both off and on.
    subscribedToEmails: boolean('subscribed_to_emails').notNull().default(false),
    renewalReminderEmails: boolean('renewal_reminder_emails').notNull().default(true),
    // spec 3 "Profile billing"; the length limits live in the profile's zod schema.
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    state: text('state'),
    address: text('address'),
    city: text('city'),
    // ISO 3166-1 alpha-2, upper case, like country_currencies.
    country: char('country', { length: 2 }),
    zip: text('zip'),
    phone: text('phone'),
    // spec 7 "sign-up: body plus the current query string": where the visitor came from (utm_*, ref).
    signUpQuery: text('sign_up_query'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // Issue 23 "Delete my account": when the account was erased (lib/account/deletion.ts). The row stays as a
    // tombstone because invoices and orders reference it; everything about the person is gone from it.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_locale_known', sql`${table.locale} in (${sql.raw(locales.map((locale) => `'${locale}'`).join(', '))})`),
    check('users_country_format', sql`${table.country} is null or ${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

// The account a row belongs to; the row goes when the account does.
const ownedByUser = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// DESIGN.md "Sessions: random tokens, stored hashed in the database" (lib/auth/sessions.ts). A session ends
// at expires_at, or earlier when last_seen_at is older than the idle timeout.
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    // Hex SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    unique('sessions_token_hash_unique').on(table.tokenHash),
    check('sessions_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('sessions_expires_after_created', sql`${table.expiresAt} > ${table.createdAt}`),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

// spec 4 "Account email", "Password recovery" and /user/sign-in-by-hash: the links mailed to a user carry a
// random token; the table keeps its SHA-256 only (lib/auth/tokens.ts). A token works once (used_at) and
// until expires_at.
export const authTokenPurpose = pgEnum('auth_token_purpose', ['activation', 'password-restore', 'sign-in']);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    purpose: authTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    unique('auth_tokens_token_hash_unique').on(table.tokenHash),
    check('auth_tokens_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

// spec 3 "OAuth connection: id, provider_id (1 google, 2 facebook, 3 discord, 4 steam)". An account is found
// by the provider's own user id, never by the e-mail the provider reports.
export const oauthConnections = pgTable(
  'oauth_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    providerId: smallint('provider_id').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    // What the provider said when connecting, for the profile's list; never used to find the account.
    email: text('email'),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('oauth_connections_provider_user_unique').on(table.providerId, table.providerUserId),
    unique('oauth_connections_user_provider_unique').on(table.userId, table.providerId),
    check('oauth_connections_provider_known', sql`${table.providerId} between 1 and 4`),
  ],
);

// The issue: "the 101st failed sign-in in an hour is refused without locking the real user out". A browser
// that signed in to an account gets a device cookie; while the account's failure budget is spent, only
// browsers it knows may keep trying (lib/auth/sign-in-limits.ts). Only the token's SHA-256 is kept.
export const knownDevices = pgTable(
  'known_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('known_devices_user_token_unique').on(table.userId, table.tokenHash),
    check('known_devices_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

// spec 3 "Email change request: current email, new email, reason"; spec 4: a new request only 15 minutes
// after the last one. Support makes the change; the request is what they work from.
export const emailChangeStatus = pgEnum('email_change_status', ['pending', 'done', 'rejected']);

export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    currentEmail: text('current_email').notNull(),
    newEmail: text('new_email').notNull(),
    reason: text('reason').notNull(),
    status: emailChangeStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_change_requests_user_created_idx').on(table.userId, table.createdAt),
    check('email_change_requests_new_email_lower_case', sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);

// ------------------------------------------------------------------------------------------------ shop

// spec 1 / 9: a subscription runs 3 or 12 months for 1, 2 or 5 PCs; lifetime has no term and 1 to 3 PCs.
const SOLD_PLAN = (kind: string, period: string, pcNum: string) =>
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
    check(
      'orders_reverse_charge_has_no_vat',
      sql`not ${table.reverseCharge} or (${table.vat} = 0 and ${table.vatNumber} is not null)`,
    ),
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

// spec 4 "Autocharge" and the renewal jobs (lib/memberships/renewals.ts): one row per term end of an
// auto-renewing subscription, made a day before it. Workers claim due rows (FOR UPDATE SKIP LOCKED, with a
// lease), charge through the payment provider and retry on a schedule; the row survives restarts, and the
// unique (membership, due_at) makes scheduling idempotent.
export const renewalStatus = pgEnum('renewal_status', ['scheduled', 'charging', 'renewed', 'failed', 'cancelled']);

export const renewals = pgTable(
  'renewals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    // The end of the term being renewed (the membership's expires_at when scheduled).
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: renewalStatus('status').notNull().default('scheduled'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    // The paid renewal order, once renewed.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('renewals_membership_due_unique').on(table.membershipId, table.dueAt),
    index('renewals_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('scheduled', 'charging')`),
    check('renewals_attempts_non_negative', sql`${table.attempts} >= 0`),
    check('renewals_renewed_has_order', sql`(${table.status} = 'renewed') = (${table.orderId} is not null)`),
  ],
);

// spec 2 /user/taobao-purchase, spec 5: a code sold on Taobao grants one plan to the account that applies it.
export const taobaoCodes = pgTable(
  'taobao_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: planKind('kind').notNull(),
    periodMonths: smallint('period_months').notNull(),
    pcNum: smallint('pc_num').notNull(),
    appliedByUserId: integer('applied_by_user_id').references(() => users.id, { onDelete: 'restrict' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('taobao_codes_code_unique').on(table.code),
    check('taobao_codes_code_format', sql`${table.code} = upper(${table.code}) and length(${table.code}) between 4 and 64`),
    check('taobao_codes_plan_sold', SOLD_PLAN('kind', 'period_months', 'pc_num')),
    check(
      'taobao_codes_applied_together',
      sql`(${table.appliedByUserId} is null) = (${table.appliedAt} is null) and (${table.appliedAt} is null) = (${table.membershipId} is null)`,
    ),
  ],
);

// spec 2 /account/authorize-app: the desktop program asks to act for an account. It holds the request id and
// a poll secret (kept here as its SHA-256); a signed-in user approves or denies it within 10 minutes; the
// program's first poll after approval gets the app token, once (token_delivered_at). lib/memberships/app-authorization.ts.
export const appAuthorizationStatus = pgEnum('app_authorization_status', ['pending', 'approved', 'denied', 'expired']);

export const appAuthorizationRequests = pgTable(
  'app_authorization_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The random id in the page's URL and the poll's path (128 bits, base64url).
    requestId: text('request_id').notNull(),
    pollSecretHash: text('poll_secret_hash').notNull(),
    // A short code the program shows beside the page's, so the user can tell it is their PC asking.
    userCode: text('user_code').notNull(),
    deviceName: text('device_name').notNull(),
    version: text('version').notNull(),
    status: appAuthorizationStatus('status').notNull().default('pending'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    tokenDeliveredAt: timestamp('token_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('app_authorization_requests_request_id_unique').on(table.requestId),
    check('app_authorization_requests_request_id_format', sql`${table.requestId} ~ '^[A-Za-z0-9_-]{22}$'`),
    check('app_authorization_requests_poll_secret_hash_format', sql`${table.pollSecretHash} ~ '^[0-9a-f]{64}$'`),
    check('app_authorization_requests_user_code_format', sql`${table.userCode} ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}$'`),
    check('app_authorization_requests_device_name_length', sql`length(${table.deviceName}) between 1 and 100`),
    check('app_authorization_requests_version_length', sql`length(${table.version}) between 1 and 32`),
    check('app_authorization_requests_expires_after_created', sql`${table.expiresAt} > ${table.createdAt}`),
    check(
      'app_authorization_requests_decided_together',
      sql`(${table.status} in ('approved', 'denied')) = (${table.decidedByUserId} is not null and ${table.decidedAt} is not null)`,
    ),
    check(
      'app_authorization_requests_token_after_approval',
      sql`${table.tokenDeliveredAt} is null or ${table.status} = 'approved'`,
    ),
    index('app_authorization_requests_expires_at_idx').on(table.expiresAt),
  ],
);

// The desktop program's credential for one account: a 256-bit random bearer token, stored as its SHA-256 like
// sessions are. Revoking sets revoked_at; the instances it activated stay until revoked themselves. It expires
// `expires_at`, which each of the program's calls moves on (lib/memberships/app-tokens.ts APP_TOKEN_IDLE_TTL_MS);
// the default, the same 30 days, gives the tokens that lived before expiry a month from the migration.
export const appTokens = pgTable(
  'app_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull(),
    authorizationRequestId: integer('authorization_request_id').references(() => appAuthorizationRequests.id, {
      onDelete: 'set null',
    }),
    // The PC it was issued to, as the program named it, for the account's list.
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    unique('app_tokens_token_hash_unique').on(table.tokenHash),
    unique('app_tokens_authorization_request_unique').on(table.authorizationRequestId),
    check('app_tokens_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index('app_tokens_user_idx').on(table.userId),
  ],
);

// spec 1 "One instance is one installed Windows PC", spec 3 "Instance: id, device, date created, status, version".
// An active instance holds one of its membership's slots 1..pc_num: the unique slot per membership and the check
// against the membership's pc_num (carried by the composite key, so a lowered pc_num is refused while PCs use the
// slots) keep an account within its plan whatever the application does. lib/memberships/instances.ts.
export const instanceStatus = pgEnum('instance_status', ['active', 'deactivated', 'revoked']);

export const instances = pgTable(
  'instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    membershipId: integer('membership_id').notNull(),
    pcNum: smallint('pc_num').notNull(),
    slot: smallint('slot').notNull(),
    // The program's fingerprint of the PC: the same PC activating again is the same instance.
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    version: text('version').notNull(),
    status: instanceStatus('status').notNull().default('active'),
    appTokenId: integer('app_token_id').references(() => appTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'instances_membership_pc_num_fk',
      columns: [table.membershipId, table.pcNum],
      foreignColumns: [memberships.id, memberships.pcNum],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex('instances_one_active_per_slot')
      .on(table.membershipId, table.slot)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('instances_one_active_per_device')
      .on(table.userId, table.deviceId)
      .where(sql`${table.status} = 'active'`),
    index('instances_user_idx').on(table.userId),
    // spec 1: more than 10 instances means contacting support.
    check('instances_slot_within_plan', sql`${table.slot} between 1 and least(${table.pcNum}, 10)`),
    check('instances_device_id_length', sql`length(${table.deviceId}) between 8 and 128`),
    check('instances_device_name_length', sql`length(${table.deviceName}) between 1 and 100`),
    check('instances_version_length', sql`length(${table.version}) between 1 and 32`),
    check('instances_ended_when_not_active', sql`(${table.endedAt} is null) = (${table.status} = 'active')`),
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

// A PC a legacy licence runs on (spec 3 "instances (each with id)"); revoking one frees its place (spec 4). The
// program activates a PC on a licence like on a plan (lib/memberships/license-instances.ts): an active PC holds
// one of the licence's slots 1..instances_num, and the same guards as instances' keep the licence within its
// PCs and a device active once per account whatever the application does.
export const licenseInstances = pgTable(
  'license_instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    licenseId: integer('license_id').notNull(),
    userId: ownedByUser(),
    instancesNum: smallint('instances_num').notNull(),
    slot: smallint('slot').notNull(),
    // The program's fingerprint of the PC, as on instances.
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    version: text('version').notNull(),
    status: instanceStatus('status').notNull().default('active'),
    appTokenId: integer('app_token_id').references(() => appTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'license_instances_license_fk',
      columns: [table.licenseId, table.userId, table.instancesNum],
      foreignColumns: [licenses.id, licenses.userId, licenses.instancesNum],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex('license_instances_one_active_per_slot')
      .on(table.licenseId, table.slot)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('license_instances_one_active_per_device')
      .on(table.userId, table.deviceId)
      .where(sql`${table.status} = 'active'`),
    index('license_instances_license_idx').on(table.licenseId),
    index('license_instances_user_idx').on(table.userId),
    check('license_instances_slot_within_license', sql`${table.slot} between 1 and ${table.instancesNum}`),
    check('license_instances_device_id_length', sql`length(${table.deviceId}) between 8 and 128`),
    check('license_instances_device_name_length', sql`length(${table.deviceName}) between 1 and 100`),
    check('license_instances_version_length', sql`length(${table.version}) between 1 and 32`),
    check('license_instances_ended_when_not_active', sql`(${table.endedAt} is null) = (${table.status} = 'active')`),
  ],
);

export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryCurrencyRow = typeof countryCurrencies.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type NewPriceRow = typeof prices.$inferInsert;
export type PlanKind = (typeof planKind.enumValues)[number];
export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequestRow = typeof contactRequests.$inferInsert;
export type AuthTokenPurpose = (typeof authTokenPurpose.enumValues)[number];
export type MailStatus = (typeof mailStatus.enumValues)[number];
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type NewMailMessageRow = typeof mailMessages.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = (typeof orderStatus.enumValues)[number];
export type MembershipStatus = (typeof membershipStatus.enumValues)[number];
export type RenewalRow = typeof renewals.$inferSelect;
export type PaymentProvider = (typeof paymentProvider.enumValues)[number];
export type InvoiceRow = typeof invoices.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipKind = (typeof membershipKind.enumValues)[number];
export type TaobaoCodeRow = typeof taobaoCodes.$inferSelect;
export type AppAuthorizationRequestRow = typeof appAuthorizationRequests.$inferSelect;
export type AppAuthorizationStatus = (typeof appAuthorizationStatus.enumValues)[number];
export type AppTokenRow = typeof appTokens.$inferSelect;
export type InstanceRow = typeof instances.$inferSelect;
export type InstanceStatus = (typeof instanceStatus.enumValues)[number];
export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseInstanceRow = typeof licenseInstances.$inferSelect;
