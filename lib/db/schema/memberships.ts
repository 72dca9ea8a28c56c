import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { planKind } from './prices';
import { ownedByUser, users } from './accounts';
import { SOLD_PLAN, licenses, memberships, orders } from './shop';

// What the plans held do (spec 1, 3, 4): renewals, Taobao codes, the desktop program's authorisations, tokens and
// PCs, and the PCs of legacy licences.

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
    check('app_authorization_requests_token_after_approval', sql`${table.tokenDeliveredAt} is null or ${table.status} = 'approved'`),
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

export type RenewalRow = typeof renewals.$inferSelect;
export type TaobaoCodeRow = typeof taobaoCodes.$inferSelect;
export type AppAuthorizationRequestRow = typeof appAuthorizationRequests.$inferSelect;
export type AppAuthorizationStatus = (typeof appAuthorizationStatus.enumValues)[number];
export type AppTokenRow = typeof appTokens.$inferSelect;
export type InstanceRow = typeof instances.$inferSelect;
export type InstanceStatus = (typeof instanceStatus.enumValues)[number];
export type LicenseInstanceRow = typeof licenseInstances.$inferSelect;
