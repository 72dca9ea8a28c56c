import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
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
  taobaoCodes,
  users,
} from '@/lib/db/schema';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '@/lib/auth/oauth-providers';
import { accountAddresses } from './addresses';
import { exportedColumns } from './data-export-fields';

// Issue 23 "Download my data": everything the shop holds about one account, as one JSON document, made on request.
// Each section reads only the columns lib/account/data-export-fields.ts names as exported, so a secret cannot slip in.

type Row = Record<string, unknown>;

export const DATA_EXPORT_FORMAT = 'remapper-account-data';
export const DATA_EXPORT_VERSION = 1;

export interface AccountDataExport {
  format: typeof DATA_EXPORT_FORMAT;
  version: typeof DATA_EXPORT_VERSION;
  generatedAt: string;
  account: Row & { hasPassword: boolean };
  sessions: Row[];
  knownDevices: Row[];
  mailedLinks: Row[];
  oauthConnections: Row[];
  emailChangeRequests: Row[];
  /** The orders the account bought, each with its invoice (null until paid). */
  orders: (Row & { invoice: Row | null })[];
  memberships: Row[];
  renewals: Row[];
  taobaoCodes: Row[];
  licenses: Row[];
  licensePcs: Row[];
  pcs: Row[];
  programTokens: Row[];
  programRequests: Row[];
  /** The mails sent to the account's addresses, now and earlier: subjects and dates, never the bodies (they hold sign-in links). */
  mails: Row[];
  contactRequests: Row[];
}

/** The account's data, or null when there is no such account. */
export async function accountDataExport(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date = new Date(),
): Promise<AccountDataExport | null> {
  const [owner] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!owner) return null;
  const [account] = await db.select(exportedColumns('account')).from(users).where(eq(users.id, userId));

  const bought = await db.select(exportedColumns('orders')).from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const orderIds = bought.map((order) => Number(order.id));
  const invoiceRows =
    orderIds.length === 0 ? [] : await db.select(exportedColumns('invoices')).from(invoices).where(inArray(invoices.orderId, orderIds));
  const invoiceOf = new Map(invoiceRows.map((invoice) => [Number(invoice.orderId), invoice]));

  const plans = await db
    .select(exportedColumns('memberships'))
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.id));
  const planIds = plans.map((plan) => Number(plan.id));
  const addresses = await accountAddresses(db, userId, owner.email);

  const [
    sessionRows,
    deviceRows,
    linkRows,
    connectionRows,
    changeRows,
    renewalRows,
    codeRows,
    licenseRows,
    licensePcRows,
    pcRows,
    tokenRows,
    requestRows,
    mailRows,
    contactRows,
  ] = await Promise.all([
    db.select(exportedColumns('sessions')).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    db.select(exportedColumns('knownDevices')).from(knownDevices).where(eq(knownDevices.userId, userId)).orderBy(asc(knownDevices.id)),
    db.select(exportedColumns('mailedLinks')).from(authTokens).where(eq(authTokens.userId, userId)).orderBy(asc(authTokens.id)),
    db
      .select(exportedColumns('oauthConnections'))
      .from(oauthConnections)
      .where(eq(oauthConnections.userId, userId))
      .orderBy(asc(oauthConnections.id)),
    db
      .select(exportedColumns('emailChangeRequests'))
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, userId))
      .orderBy(asc(emailChangeRequests.id)),
    planIds.length === 0
      ? []
      : db.select(exportedColumns('renewals')).from(renewals).where(inArray(renewals.membershipId, planIds)).orderBy(asc(renewals.id)),
    db
      .select(exportedColumns('taobaoCodes'))
      .from(taobaoCodes)
      .where(eq(taobaoCodes.appliedByUserId, userId))
      .orderBy(asc(taobaoCodes.appliedAt)),
    db.select(exportedColumns('licenses')).from(licenses).where(eq(licenses.userId, userId)).orderBy(asc(licenses.id)),
    db
      .select(exportedColumns('licensePcs'))
      .from(licenseInstances)
      .where(eq(licenseInstances.userId, userId))
      .orderBy(asc(licenseInstances.id)),
    db.select(exportedColumns('pcs')).from(instances).where(eq(instances.userId, userId)).orderBy(asc(instances.id)),
    db.select(exportedColumns('programTokens')).from(appTokens).where(eq(appTokens.userId, userId)).orderBy(asc(appTokens.id)),
    db
      .select(exportedColumns('programRequests'))
      .from(appAuthorizationRequests)
      .where(eq(appAuthorizationRequests.decidedByUserId, userId))
      .orderBy(asc(appAuthorizationRequests.id)),
    db
      .select(exportedColumns('mails'))
      .from(mailMessages)
      .where(inArray(sql`lower(${mailMessages.to})`, addresses))
      .orderBy(asc(mailMessages.id)),
    db
      .select(exportedColumns('contactRequests'))
      .from(contactRequests)
      .where(inArray(sql`lower(${contactRequests.email})`, addresses))
      .orderBy(asc(contactRequests.id)),
  ]);

  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    generatedAt: now.toISOString(),
    account: { ...account, hasPassword: owner.passwordHash !== null },
    sessions: sessionRows,
    knownDevices: deviceRows,
    mailedLinks: linkRows,
    oauthConnections: connectionRows.map((connection) => ({
      ...connection,
      provider: OAUTH_PROVIDER_NAMES[Number(connection.providerId) as OAuthProviderId] ?? null,
    })),
    emailChangeRequests: changeRows,
    orders: bought.map((order) => ({ ...order, invoice: invoiceOf.get(Number(order.id)) ?? null })),
    memberships: plans,
    renewals: renewalRows,
    taobaoCodes: codeRows,
    licenses: licenseRows,
    licensePcs: licensePcRows,
    pcs: pcRows,
    programTokens: tokenRows,
    programRequests: requestRows,
    mails: mailRows,
    contactRequests: contactRows,
  };
}
