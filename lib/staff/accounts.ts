import { and, count, desc, eq, gt, ilike, isNull, or } from 'drizzle-orm';
import { revokeAllAppTokens } from '@/lib/auth/program-tokens';
import type { Database } from '@/lib/db/client';
import { appTokens, instances, licenses, memberships, orders, sessions, users } from '@/lib/db/schema';
import { type AuditValues, recordStaffAction, type StaffActor } from './audit-log';

// Issue 20 "accounts: search by e-mail; an account's page with its plan, PCs, licences, orders, sessions and
// flags; block and unblock (with the reason shown to support, not the customer); grant or withdraw reseller
// status; end all its sessions and program tokens". Every change is audited with the values before and after.

export interface AccountFlagsView {
  staff: boolean;
  reseller: boolean;
  blocked: boolean;
  unconfirmed: boolean;
  deleted: boolean;
}

export interface AccountListItem {
  id: number;
  email: string;
  createdAt: Date;
  flags: AccountFlagsView;
}

function flagsOf(user: typeof users.$inferSelect): AccountFlagsView {
  return {
    staff: user.isStaff,
    reseller: user.isPartner,
    blocked: user.blocked,
    unconfirmed: user.emailConfirmedAt === null,
    deleted: user.deletedAt !== null,
  };
}

const SEARCH_LIMIT = 50;

/** Accounts whose address holds `query` (case-insensitive), the exact match first; at most 50. */
export async function searchAccounts(db: Database, query: string): Promise<AccountListItem[]> {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const pattern = `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db.select().from(users).where(ilike(users.email, pattern)).orderBy(users.email).limit(SEARCH_LIMIT);
  return rows
    .sort((a, b) => Number(b.email === needle) - Number(a.email === needle))
    .map((user) => ({ id: user.id, email: user.email, createdAt: user.createdAt, flags: flagsOf(user) }));
}

export interface StaffAccountView {
  id: number;
  email: string;
  locale: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  blockedReason: string | null;
  flags: AccountFlagsView;
  plans: { id: number; kind: string; periodMonths: number; pcNum: number; status: string; expiresAt: Date | null }[];
  pcs: { id: number; deviceName: string; status: string; version: string; lastSeenAt: Date }[];
  licences: { id: number; serialNumber: string; instancesNum: number; replaced: boolean }[];
  orders: {
    id: number;
    kind: string;
    periodMonths: number;
    pcNum: number;
    status: string;
    total: number;
    currencyCode: string;
    createdAt: Date;
  }[];
  sessions: number;
  programTokens: number;
}

/** Everything staff see of one account, or null when there is no such account. */
export async function staffAccountView(db: Database, id: number, now: Date = new Date()): Promise<StaffAccountView | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [plans, pcs, licenceRows, orderRows, [sessionCount], [tokenCount]] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.userId, id)).orderBy(desc(memberships.createdAt)).limit(20),
    db.select().from(instances).where(eq(instances.userId, id)).orderBy(desc(instances.lastSeenAt)).limit(50),
    db.select().from(licenses).where(eq(licenses.userId, id)).orderBy(desc(licenses.createdAt)),
    db
      .select()
      .from(orders)
      .where(or(eq(orders.userId, id), eq(orders.recipientUserId, id)))
      .orderBy(desc(orders.createdAt))
      .limit(50),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now))),
    db
      .select({ value: count() })
      .from(appTokens)
      .where(and(eq(appTokens.userId, id), isNull(appTokens.revokedAt), gt(appTokens.expiresAt, now))),
  ]);
  return {
    id: user.id,
    email: user.email,
    locale: user.locale,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
    blockedReason: user.blocked ? user.blockedReason : null,
    flags: flagsOf(user),
    plans: plans.map((plan) => ({
      id: plan.id,
      kind: plan.kind,
      periodMonths: plan.periodMonths,
      pcNum: plan.pcNum,
      status: plan.status,
      expiresAt: plan.expiresAt,
    })),
    pcs: pcs.map((pc) => ({ id: pc.id, deviceName: pc.deviceName, status: pc.status, version: pc.version, lastSeenAt: pc.lastSeenAt })),
    licences: licenceRows.map((licence) => ({
      id: licence.id,
      serialNumber: licence.serialNumber,
      instancesNum: licence.instancesNum,
      replaced: licence.replacedAt !== null,
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      kind: order.kind,
      periodMonths: order.periodMonths,
      pcNum: order.pcNum,
      status: order.status,
      total: order.total,
      currencyCode: order.currencyCode,
      createdAt: order.createdAt,
    })),
    sessions: sessionCount?.value ?? 0,
    programTokens: tokenCount?.value ?? 0,
  };
}

export type StaffAccountChange =
  { kind: 'block'; reason: string } | { kind: 'unblock' } | { kind: 'reseller'; reseller: boolean } | { kind: 'endSessions' };

export type StaffAccountOutcome = { kind: 'done'; before: AuditValues; after: AuditValues } | { kind: 'notFound' };

/**
 * One staff action on an account, with its audit row, in one transaction. Blocking ends the account's sessions
 * and program tokens at once (lib/auth/sessions.ts already refuses a blocked account's session, spec 6); the
 * customer then meets spec 8's 'Account blocked.' with the support link when signing in again.
 */
export async function changeAccount(
  db: Database,
  actor: StaffActor,
  id: number,
  change: StaffAccountChange,
  now: Date = new Date(),
): Promise<StaffAccountOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user || user.deletedAt) return { kind: 'notFound' } as const;
    let before: AuditValues;
    let after: AuditValues;
    let action: 'account.block' | 'account.unblock' | 'account.reseller' | 'account.end-sessions';
    const endEverything = async () => {
      const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
      const revoked = await revokeAllAppTokens(tx, id, now);
      return { sessions_ended: ended.length, program_tokens_revoked: revoked };
    };
    switch (change.kind) {
      case 'block': {
        action = 'account.block';
        before = { blocked: user.blocked, blocked_reason: user.blockedReason };
        await tx.update(users).set({ blocked: true, blockedReason: change.reason }).where(eq(users.id, id));
        after = { blocked: true, blocked_reason: change.reason, ...(await endEverything()) };
        break;
      }
      case 'unblock':
        action = 'account.unblock';
        before = { blocked: user.blocked, blocked_reason: user.blockedReason };
        await tx.update(users).set({ blocked: false, blockedReason: null }).where(eq(users.id, id));
        after = { blocked: false, blocked_reason: null };
        break;
      case 'reseller':
        action = 'account.reseller';
        before = { is_partner: user.isPartner };
        await tx.update(users).set({ isPartner: change.reseller }).where(eq(users.id, id));
        // spec 6: a reseller's rights differ from a customer's; sessions begun before the change end with it
        // (lib/auth/sessions.ts rotateSession: privileges change, sessions change).
        await tx.delete(sessions).where(eq(sessions.userId, id));
        after = { is_partner: change.reseller };
        break;
      case 'endSessions': {
        action = 'account.end-sessions';
        const [live] = await tx.select({ value: count() }).from(sessions).where(eq(sessions.userId, id));
        before = { sessions: live?.value ?? 0 };
        after = { sessions: 0, ...(await endEverything()) };
        break;
      }
    }
    await recordStaffAction(tx, { actor, action, targetUserId: id, target: user.email, before, after }, now);
    return { kind: 'done', before, after } as const;
  });
}
