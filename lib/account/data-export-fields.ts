import { getTableColumns, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  paymentEvents,
  renewals,
  sessions,
  taobaoCodes,
  users,
} from '@/lib/db/schema';

// Issue 23 "Download my data" (GDPR articles 15 and 20): what the export holds, column by column. Every column of a
// table that holds something about an account is named here once: exported, secret (never exported: it would let
// someone act as the account) or not personal (with why). The export selects exactly the `exported` columns, and
// tests/integration/data-export-fields.test.ts fails on a column of lib/db/schema/ named nowhere, so a new column
// is decided on before it ships.

type ColumnName<T extends Table> = keyof T['_']['columns'] & string;

export interface ColumnClassification<T extends Table = Table> {
  table: T;
  exported: readonly ColumnName<T>[];
  /** Column -> what it would give away. */
  secret: Partial<Record<ColumnName<T>, string>>;
  /** Column -> why it says nothing about the person, or says it elsewhere in the export. */
  notPersonal: Partial<Record<ColumnName<T>, string>>;
}

const classify = <T extends Table>(classification: ColumnClassification<T>) => classification;

const OWNER = "the account's own id, exported once as account.id";
const TOKEN_HASH = 'the SHA-256 of a bearer token: enough to tell a guessed token right';

export const EXPORTED_TABLES = {
  account: classify({
    table: users,
    exported: [
      'id',
      'email',
      'isAutoPassword',
      'passwordExpiresAt',
      'emailConfirmedAt',
      'blocked',
      'isPartner',
      'locale',
      'subscribedToEmails',
      'renewalReminderEmails',
      'firstName',
      'lastName',
      'company',
      'state',
      'address',
      'city',
      'country',
      'zip',
      'phone',
      'signUpQuery',
      'lastSignInAt',
      'createdAt',
      'updatedAt',
      'isStaff',
      'totpConfirmedAt',
      'totpLastUsedAt',
    ],
    secret: {
      passwordHash: 'the Argon2id hash of the password (the export says only whether there is one)',
      totpSecret: "a staff member's TOTP secret (issue 20): it makes the second sign-in step's codes",
      blockedReason: "staff's internal reason for a block (issue 20: shown to support, not the customer; the export says `blocked`)",
    },
    notPersonal: { deletedAt: 'set only on an erased account, which has nobody to download its data' },
  }),
  sessions: classify({
    table: sessions,
    exported: ['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'userAgent', 'ip', 'staffVerifiedAt', 'staffSeenAt'],
    secret: { tokenHash: TOKEN_HASH },
    notPersonal: { userId: OWNER },
  }),
  mailedLinks: classify({
    table: authTokens,
    exported: ['id', 'purpose', 'createdAt', 'expiresAt', 'usedAt'],
    secret: { tokenHash: TOKEN_HASH },
    notPersonal: { userId: OWNER },
  }),
  knownDevices: classify({
    table: knownDevices,
    exported: ['id', 'createdAt', 'lastUsedAt'],
    secret: { tokenHash: TOKEN_HASH },
    notPersonal: { userId: OWNER },
  }),
  oauthConnections: classify({
    table: oauthConnections,
    exported: ['id', 'providerId', 'providerUserId', 'email', 'displayName', 'createdAt'],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  emailChangeRequests: classify({
    table: emailChangeRequests,
    exported: ['id', 'currentEmail', 'newEmail', 'reason', 'status', 'createdAt', 'handledAt', 'refusalMessage'],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  orders: classify({
    table: orders,
    exported: [
      'id',
      'giftRecipientEmail',
      'locale',
      'buyerEmail',
      'kind',
      'periodMonths',
      'pcNum',
      'currencyCode',
      'subtotal',
      'discount',
      'upgradeCredit',
      'vat',
      'total',
      'vatRate',
      'vatInclusive',
      'reverseCharge',
      'vatNumber',
      'country',
      'status',
      'paymentMethod',
      'provider',
      'providerReference',
      'providerPaymentId',
      'providerCustomerId',
      'upgradesLicenseId',
      'renewsMembershipId',
      'autoRenew',
      'createdAt',
      'paidAt',
      'refundedAt',
      'updatedAt',
    ],
    secret: {},
    notPersonal: {
      userId: OWNER,
      recipientUserId: "a gift's recipient's account id, another person's; giftRecipientEmail says whom it was for",
      couponId: "the coupon's row id; what it took off is the discount",
      couponOverLimit: "the shop's note that the coupon's usage limit was reached by other orders",
      idempotencyKey: 'a random key of the checkout form against sending it twice',
    },
  }),
  invoices: classify({
    table: invoices,
    exported: [
      'id',
      'orderId',
      'number',
      'issuedAt',
      'email',
      'fullName',
      'company',
      'street',
      'city',
      'state',
      'zip',
      'country',
      'vatNumber',
    ],
    secret: {},
    notPersonal: {},
  }),
  paymentEvents: classify({
    table: paymentEvents,
    exported: [],
    secret: {},
    notPersonal: {
      id: "the provider's webhook log: the order's status and dates are exported",
      provider: 'as id',
      eventId: 'as id',
      orderId: 'as id',
      type: 'as id',
      receivedAt: 'as id',
    },
  }),
  memberships: classify({
    table: memberships,
    exported: [
      'id',
      'kind',
      'periodMonths',
      'pcNum',
      'startsAt',
      'expiresAt',
      'status',
      'autochargeStatus',
      'renewalRemindedFor',
      'orderId',
      'createdAt',
      'updatedAt',
    ],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  renewals: classify({
    table: renewals,
    exported: ['id', 'membershipId', 'dueAt', 'status', 'attempts', 'nextAttemptAt', 'orderId', 'createdAt', 'updatedAt'],
    secret: {},
    notPersonal: { lastError: "the payment provider's technical error text, for the shop's staff" },
  }),
  taobaoCodes: classify({
    table: taobaoCodes,
    exported: ['code', 'kind', 'periodMonths', 'pcNum', 'appliedAt', 'membershipId'],
    secret: {},
    notPersonal: { id: "the code's row id", appliedByUserId: OWNER, createdAt: 'when the shop made the code, before it was sold' },
  }),
  programRequests: classify({
    table: appAuthorizationRequests,
    exported: ['id', 'deviceName', 'version', 'status', 'decidedAt', 'tokenDeliveredAt', 'createdAt', 'expiresAt'],
    secret: {
      requestId: "the request's id in the program's poll address",
      pollSecretHash: 'the SHA-256 of the secret the program collects its token with',
    },
    notPersonal: { userCode: 'a code shown for ten minutes to match the program with the page', decidedByUserId: OWNER },
  }),
  programTokens: classify({
    table: appTokens,
    exported: ['id', 'deviceName', 'authorizationRequestId', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt'],
    secret: { tokenHash: TOKEN_HASH },
    notPersonal: { userId: OWNER },
  }),
  pcs: classify({
    table: instances,
    exported: [
      'id',
      'membershipId',
      'pcNum',
      'slot',
      'deviceId',
      'deviceName',
      'version',
      'status',
      'appTokenId',
      'createdAt',
      'lastSeenAt',
      'endedAt',
    ],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  licenses: classify({
    table: licenses,
    exported: ['id', 'serialNumber', 'description', 'note', 'instancesNum', 'replacedAt', 'createdAt', 'updatedAt'],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  licensePcs: classify({
    table: licenseInstances,
    exported: [
      'id',
      'licenseId',
      'instancesNum',
      'slot',
      'deviceId',
      'deviceName',
      'version',
      'status',
      'appTokenId',
      'createdAt',
      'lastSeenAt',
      'endedAt',
    ],
    secret: {},
    notPersonal: { userId: OWNER },
  }),
  mails: classify({
    table: mailMessages,
    exported: ['id', 'kind', 'to', 'locale', 'subject', 'status', 'createdAt', 'sentAt'],
    secret: {
      text: "a mail's body may hold a sign-in, activation or password restore link",
      html: 'as text',
      listUnsubscribeUrl: "a list mail's signed unsubscribe link: it opens the account's mail preferences",
    },
    notPersonal: {
      replyTo: "the shop's support address",
      messageId: 'the Message-ID header the shop made',
      attempts: 'the mail queue: delivery attempts',
      nextAttemptAt: 'the mail queue: the next attempt',
      lastError: "the mail server's technical error text",
      transport: 'the mail queue: smtp or the development outbox',
    },
  }),
  contactRequests: classify({
    table: contactRequests,
    exported: [
      'id',
      'form',
      'name',
      'email',
      'subject',
      'message',
      'partnerType',
      'website',
      'dailyVisitors',
      'language',
      'company',
      'locale',
      'createdAt',
    ],
    secret: {},
    notPersonal: {},
  }),
} as const;

export type ExportSection = keyof typeof EXPORTED_TABLES;

/** Tables that hold nothing about a person, by their SQL name: the export leaves them out whole. */
export const TABLES_WITHOUT_PERSONAL_DATA: Record<string, string> = {
  currencies: 'the currencies the shop sells in',
  country_currencies: 'which currency a country pays in',
  prices: 'the price list',
  coupons: "the shop's coupons; an order's discount is exported",
  invoice_counter: 'the last invoice number issued',
  rate_limits: 'counters of the last minutes or hours, keyed by address or account, that expire by themselves',
  // Issue 20. Both name a person but are left out of a customer's export on purpose (open for review): the first
  // holds only the SHA-256 of a staff member's one-time codes, the second is the shop's own accountability record.
  staff_recovery_codes: "the SHA-256 of a staff member's one-time recovery codes: secrets, nothing to read",
  staff_audit_log: "staff's append-only record of what staff did (issue 20): the shop's accountability log, not the account's data",
};

/** The `exported` columns of a section, for a select: the export reads these and nothing else. */
export function exportedColumns(section: ExportSection): Record<string, PgColumn> {
  const { table, exported }: { table: Table; exported: readonly string[] } = EXPORTED_TABLES[section];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(exported.map((name) => [name, columns[name] as PgColumn]));
}
