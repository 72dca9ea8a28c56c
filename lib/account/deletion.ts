import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '@/lib/auth/flow-context';
import { accountLink } from '@/lib/auth/links';
import type { ResolvedSession } from '@/lib/auth/sessions';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import {
  appAuthorizationRequests,
  appTokens,
  authTokens,
  contactRequests,
  emailChangeRequests,
  instances,
  invoices,
  knownDevices,
  licenseInstances,
  licenses,
  mailMessages,
  memberships,
  oauthConnections,
  orders,
  renewals,
  sessions,
  users,
} from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import { enqueueMail } from '@/lib/mail/queue';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { createAccountDeletionSchema } from '@/lib/validation/profile';
import { checkCurrentPassword } from './current-password';
import { accountAddresses } from './addresses';
import { accountForChange } from './email-change';
import { type AccountFailure, invalid } from './outcomes';

// Issue 23 "Delete my account" (GDPR article 17). The account's row stays as an erased tombstone, because the
// invoices and the orders behind them are bookkeeping the law keeps (they reference it); everything else about
// the person goes: sign-ins, program tokens, connections, requests, mails to any address it had, profile; its PCs
// are deactivated and anonymised. The invoice keeps the buyer's name and address as invoiced. What the account
// bought for others (a reseller's customers, gifts) stays with them, but no longer renews on the deleted account's
// card.

/** The address an erased account keeps: never a real one (RFC 2606 .invalid), so the real one can sign up again. */
export const erasedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/** What an erased account's PCs are called: the name the person gave each goes. */
export const ERASED_PC_NAME = 'PC';

/** What an erasure did, for the caller's log and the tests. */
export interface Erasure {
  sessions: number;
  programTokens: number;
  pcs: number;
  oauthConnections: number;
  renewalsCancelled: number;
}

/**
 * Erases the account `userId` in the caller's transaction (see the top of this file). Its plans end: an active
 * one is finished and no longer renews; plans it bought for other accounts stay theirs to the end of their term.
 */
export async function eraseAccount(tx: DatabaseOrTransaction, userId: number, now: Date): Promise<Erasure> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`No account ${userId} to erase`);

  // Read before the change requests go: they name the account's earlier addresses, whose mails go too.
  const addresses = await accountAddresses(tx, userId, user.email);

  const endedSessions = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  const connections = await tx.delete(oauthConnections).where(eq(oauthConnections.userId, userId)).returning({ id: oauthConnections.id });
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));

  // PCs: deactivated, as the program's own deactivation leaves them (so the plan's history of PCs stays whole),
  // and anonymised: the name the person gave the PC and its fingerprint go.
  const pcs = await tx
    .update(instances)
    .set({ status: 'deactivated', endedAt: now })
    .where(and(eq(instances.userId, userId), eq(instances.status, 'active')))
    .returning({ id: instances.id });
  await tx
    .update(instances)
    .set({ deviceName: ERASED_PC_NAME, deviceId: sql`'deleted-' || ${instances.id}` })
    .where(eq(instances.userId, userId));
  const licencePcs = await tx
    .update(licenseInstances)
    .set({ status: 'deactivated', endedAt: now })
    .where(and(eq(licenseInstances.userId, userId), eq(licenseInstances.status, 'active')))
    .returning({ id: licenseInstances.id });
  await tx
    .update(licenseInstances)
    .set({ deviceName: ERASED_PC_NAME, deviceId: sql`'deleted-' || ${licenseInstances.id}` })
    .where(eq(licenseInstances.userId, userId));
  await tx.update(licenses).set({ note: '' }).where(eq(licenses.userId, userId));
  const tokens = await tx.delete(appTokens).where(eq(appTokens.userId, userId)).returning({ id: appTokens.id });
  await tx.delete(appAuthorizationRequests).where(eq(appAuthorizationRequests.decidedByUserId, userId));

  // Taobao codes it applied stay applied, to the erased account: a code is a sale the shop books and must stay
  // spent (unlinked, it would read as unused and could be applied again), and the erased row names nobody.

  // Renewals charge the buyer's saved card: the account's own plans, and those it bought for others, stop renewing.
  const bought = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const renewing = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(sql`${memberships.userId} = ${userId} or ${memberships.orderId} in (${bought})`);
  const renewingIds = renewing.map((row) => row.id);
  const cancelled =
    renewingIds.length === 0
      ? []
      : await tx
          .update(renewals)
          .set({ status: 'cancelled' })
          .where(and(inArray(renewals.membershipId, renewingIds), inArray(renewals.status, ['scheduled', 'charging'])))
          .returning({ id: renewals.id });
  if (renewingIds.length > 0) {
    await tx
      .update(memberships)
      .set({ autochargeStatus: 3 })
      .where(and(inArray(memberships.id, renewingIds), inArray(memberships.autochargeStatus, [1, 2])));
  }
  await tx
    .update(memberships)
    .set({ status: 'finished' })
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));

  // Orders stay for the bookkeeping, as invoiced: an unpaid one can no longer be paid, and none names the address.
  await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  await tx
    .update(orders)
    .set({ buyerEmail: erasedEmail(userId), providerCustomerId: null })
    .where(eq(orders.userId, userId));
  // An invoice keeps the name and postal address as invoiced, nothing else: its e-mail address goes too.
  await tx
    .update(invoices)
    .set({ email: erasedEmail(userId) })
    .where(inArray(invoices.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));

  await tx.delete(contactRequests).where(inArray(sql`lower(${contactRequests.email})`, addresses));
  await tx.delete(mailMessages).where(inArray(sql`lower(${mailMessages.to})`, addresses));

  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: null,
      isAutoPassword: false,
      passwordExpiresAt: null,
      emailConfirmedAt: null,
      blocked: true,
      subscribedToEmails: false,
      renewalReminderEmails: false,
      firstName: null,
      lastName: null,
      company: null,
      state: null,
      address: null,
      city: null,
      country: null,
      zip: null,
      phone: null,
      signUpQuery: null,
      lastSignInAt: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));

  return {
    sessions: endedSessions.length,
    programTokens: tokens.length,
    pcs: pcs.length + licencePcs.length,
    oauthConnections: connections.length,
    renewalsCancelled: cancelled.length,
  };
}

/**
 * The profile's "Delete my account": the account's proof (its current password, or a sign-in within the last
 * minutes for an account without one, as an e-mail change asks) and its address typed again, then the erasure
 * and a mail confirming it to the address, in the account's language, in one transaction.
 */
export async function deleteAccount(
  db: Database,
  signedIn: Pick<ResolvedSession, 'user' | 'session'>,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'deleted'; erasure: Erasure } | AccountFailure> {
  const now = context.now ?? new Date();
  const account = await accountForChange(db, signedIn, now);
  if (account === 'signInAgain') return { kind: 'signInAgain' };
  const { user, proof } = account;
  const userId = user.id;
  const parsed = createAccountDeletionSchema({ accountEmail: user.email, passwordRequired: proof === 'password' }).safeParse(body);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (proof === 'password') {
    const refused = await checkCurrentPassword(db, user, parsed.data.currentPassword ?? '', context);
    if (refused) return refused;
  }

  const locale: Locale = toLocale(user.locale);
  const texts = await mailTexts(locale);
  const erasure = await db.transaction(async (tx) => {
    const done = await eraseAccount(tx, userId, now);
    await enqueueMail(tx, {
      kind: 'account-deleted',
      to: user.email,
      locale,
      texts,
      now,
      data: { email: user.email, deletedAt: now.toISOString(), signUpUrl: accountLink(locale, '/user/sign-up', {}) },
    });
    return done;
  });
  kickMailWorker();
  return { kind: 'deleted', erasure };
}
