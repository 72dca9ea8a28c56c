import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { locales } from '@/lib/i18n/config';

// Accounts (spec 3, 4): users, sessions, mailed tokens, OAuth connections, known devices, e-mail change requests.

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
    // Issue 20: why staff blocked the account, shown to staff only (the customer sees spec 8's 'Account blocked.').
    blockedReason: text('blocked_reason'),
    // Issue 20: staff, granted and withdrawn only by `npm run staff -- grant|revoke <email>`.
    isStaff: boolean('is_staff').notNull().default(false),
    // The staff member's TOTP secret (base32), set up on the first staff sign-in (lib/staff/totp.ts); confirmed
    // once a first code matched. Stored as is: the project has no key to encrypt secrets at rest with yet.
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    // The start of the 30-second step of the last TOTP code used: a code is good once (lib/staff/totp.ts).
    totpLastUsedAt: timestamp('totp_last_used_at', { withTimezone: true }),
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
export const ownedByUser = () =>
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
    // Issue 20: a staff account's session holds staff rights once a TOTP code was confirmed in it, and loses
    // them after 12 idle hours of staff use (staff_seen_at); null: staff-pending.
    staffVerifiedAt: timestamp('staff_verified_at', { withTimezone: true }),
    staffSeenAt: timestamp('staff_seen_at', { withTimezone: true }),
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
    // Issue 20: when staff approved or refused it, and the message a refusal mailed.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    refusalMessage: text('refusal_message'),
  },
  (table) => [
    index('email_change_requests_user_created_idx').on(table.userId, table.createdAt),
    check('email_change_requests_new_email_lower_case', sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);

export type AuthTokenPurpose = (typeof authTokenPurpose.enumValues)[number];
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
