import { desc } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { staffAuditLog } from '@/lib/db/schema';

// Issue 20 "An audit log: every staff action with who, when, what, and the values before and after". Rows are
// only ever inserted here; the table's trigger (migration 0016) refuses UPDATE, DELETE and TRUNCATE.

/** Who acted: a staff member (by account), or the command line (`npm run staff`). */
export type StaffActor = { kind: 'staff'; userId: number; email: string } | { kind: 'commandLine' };

export const COMMAND_LINE_ACTOR = 'command line';

export type StaffAction =
  | 'staff.grant'
  | 'staff.revoke'
  | 'account.block'
  | 'account.unblock'
  | 'account.reseller'
  | 'account.end-sessions'
  | 'email-change.approve'
  | 'email-change.refuse'
  | 'price.change'
  | 'legacy-licence.import'
  | 'order.refund'
  | 'taobao.import';

export type AuditValues = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  actor: StaffActor;
  action: StaffAction;
  /** The account acted on, when it is one. */
  targetUserId?: number | null;
  /** What was acted on, in words staff read: an address, a request's number. */
  target: string;
  before: AuditValues;
  after: AuditValues;
}

/** Appends one row; called inside the transaction of the change it records, so both land or neither. */
export async function recordStaffAction(db: DatabaseOrTransaction, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffUserId: entry.actor.kind === 'staff' ? entry.actor.userId : null,
    actor: entry.actor.kind === 'staff' ? entry.actor.email : COMMAND_LINE_ACTOR,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    target: entry.target,
    before: entry.before,
    after: entry.after,
    createdAt: now,
  });
}

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  before: AuditValues;
  after: AuditValues;
  createdAt: Date;
}

/** The latest rows, newest first (/staff/audit). */
export async function latestStaffActions(db: DatabaseOrTransaction, limit = 200): Promise<AuditRow[]> {
  const rows = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: row.before as AuditValues,
    after: row.after as AuditValues,
    createdAt: row.createdAt,
  }));
}
