import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownedByUser } from './accounts';

// Staff (issue 20): the recovery codes of the TOTP step, and the audit log of every staff action.

// Issue 20: a staff member's recovery codes, shown once; the table keeps their SHA-256, each works once.
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('staff_recovery_codes_hash_unique').on(table.userId, table.codeHash),
    check('staff_recovery_codes_hash_format', sql`${table.codeHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

// Issue 20 "An audit log: every staff action with who, when, what, and the values before and after ... nothing
// deletes it". No foreign keys: a row outlives the accounts it names. A trigger (migration 0016) refuses every
// UPDATE and DELETE, so the log is append-only whatever the code does.
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The staff member's account, and its address then; null with actor 'command line' (npm run staff).
    staffUserId: integer('staff_user_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    // What it acted on: the account's id and address, an e-mail change request's id.
    targetUserId: integer('target_user_id'),
    target: text('target').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_audit_log_created_idx').on(table.createdAt), index('staff_audit_log_target_idx').on(table.targetUserId)],
);
