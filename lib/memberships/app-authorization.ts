import { and, eq, gt } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { type AppAuthorizationRequestRow, type AppAuthorizationStatus, appAuthorizationRequests } from '@/lib/db/schema';
import type { StartAuthorizationValues } from '@/lib/validation/app';
import { issueAppToken } from './app-tokens';
import { newRequestId, newSecret, newUserCode, secretMatches, sha256Hex } from './secrets';

// spec 2 /account/authorize-app: how the desktop program gets a token for an account.
// 1. The program starts a request and keeps its request id and poll secret; it opens the page with the id.
// 2. A signed-in user approves or denies it on the page, within 10 minutes.
// 3. The program polls with the secret; its first poll after approval receives the app token, once.

export const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
// An approval in the last seconds must still reach a program that polls every few seconds.
export const TOKEN_COLLECTION_GRACE_MS = 2 * 60 * 1000;

export interface StartedAuthorization {
  requestId: string;
  pollSecret: string;
  userCode: string;
  expiresAt: Date;
}

export async function startAuthorization(
  db: DatabaseOrTransaction,
  input: StartAuthorizationValues,
  now = new Date(),
): Promise<StartedAuthorization> {
  const requestId = newRequestId();
  const pollSecret = newSecret();
  const userCode = newUserCode();
  const expiresAt = new Date(now.getTime() + AUTHORIZATION_TTL_MS);
  await db.insert(appAuthorizationRequests).values({
    requestId,
    pollSecretHash: sha256Hex(pollSecret),
    userCode,
    deviceName: input.device_name,
    version: input.version,
    createdAt: now,
    expiresAt,
  });
  return { requestId, pollSecret, userCode, expiresAt };
}

/** A request as the page shows it: which program and PC ask, and where the request stands. */
export interface AuthorizationView {
  requestId: string;
  deviceName: string;
  version: string;
  userCode: string;
  status: AppAuthorizationStatus;
  expiresAt: Date;
}

/** A pending request past its expiry is expired, whether or not the row says so yet. */
function statusAt(row: AppAuthorizationRequestRow, now: Date): AppAuthorizationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function toView(row: AppAuthorizationRequestRow, now: Date): AuthorizationView {
  return {
    requestId: row.requestId,
    deviceName: row.deviceName,
    version: row.version,
    userCode: row.userCode,
    status: statusAt(row, now),
    expiresAt: row.expiresAt,
  };
}

async function findRequest(db: DatabaseOrTransaction, requestId: string) {
  const [row] = await db.select().from(appAuthorizationRequests).where(eq(appAuthorizationRequests.requestId, requestId)).limit(1);
  return row;
}

export async function authorizationForPage(
  requestId: string,
  { db = getDb(), now = new Date() }: InDatabase & { now?: Date } = {},
): Promise<AuthorizationView | null> {
  const row = await findRequest(db, requestId);
  return row ? toView(row, now) : null;
}

export type DecisionOutcome =
  { kind: 'decided'; status: 'approved' | 'denied' } | { kind: 'notPending'; status: AppAuthorizationStatus } | { kind: 'notFound' };

/** The signed-in user's answer; only a pending, unexpired request takes one, and only once. */
export async function decideAuthorization(
  db: DatabaseOrTransaction,
  input: { requestId: string; userId: number; decision: 'approve' | 'deny'; now?: Date },
): Promise<DecisionOutcome> {
  const now = input.now ?? new Date();
  const status = input.decision === 'approve' ? 'approved' : 'denied';
  // One conditional update: two answers at once cannot both win, and none lands after the expiry.
  const [decided] = await db
    .update(appAuthorizationRequests)
    .set({ status, decidedByUserId: input.userId, decidedAt: now })
    .where(
      and(
        eq(appAuthorizationRequests.requestId, input.requestId),
        eq(appAuthorizationRequests.status, 'pending'),
        gt(appAuthorizationRequests.expiresAt, now),
      ),
    )
    .returning({ id: appAuthorizationRequests.id });
  if (decided) return { kind: 'decided', status };
  const row = await findRequest(db, input.requestId);
  return row ? { kind: 'notPending', status: statusAt(row, now) } : { kind: 'notFound' };
}

export type PollOutcome =
  | { kind: 'notFound' }
  | { kind: 'pending'; expiresAt: Date }
  | { kind: 'approved'; token: string }
  | { kind: 'consumed' }
  | { kind: 'denied' }
  | { kind: 'expired' };

/**
 * The program's poll. A wrong secret is answered as an unknown id, so the answer tells nothing about ids.
 * The first poll after approval mints the token under the request's row lock; later polls get 'consumed'.
 */
export async function pollAuthorization(
  db: DatabaseOrTransaction,
  input: { requestId: string; pollSecret: string; now?: Date },
): Promise<PollOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<PollOutcome> => {
    const [row] = await tx
      .select()
      .from(appAuthorizationRequests)
      .where(eq(appAuthorizationRequests.requestId, input.requestId))
      .for('update');
    if (!row || !secretMatches(input.pollSecret, row.pollSecretHash)) return { kind: 'notFound' };
    const status = statusAt(row, now);
    if (status === 'pending') return { kind: 'pending', expiresAt: row.expiresAt };
    if (status === 'denied') return { kind: 'denied' };
    if (status === 'expired') {
      if (row.status === 'pending')
        await tx.update(appAuthorizationRequests).set({ status: 'expired' }).where(eq(appAuthorizationRequests.id, row.id));
      return { kind: 'expired' };
    }
    if (row.tokenDeliveredAt) return { kind: 'consumed' };
    if (!row.decidedByUserId || row.expiresAt.getTime() + TOKEN_COLLECTION_GRACE_MS <= now.getTime()) return { kind: 'expired' };
    const token = await issueAppToken(tx, {
      userId: row.decidedByUserId,
      authorizationRequestId: row.id,
      deviceName: row.deviceName,
      now,
    });
    await tx.update(appAuthorizationRequests).set({ tokenDeliveredAt: now }).where(eq(appAuthorizationRequests.id, row.id));
    return { kind: 'approved', token };
  });
}
