import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { type CurrencyRow, currencies, invoices, type OrderRow, orders, type OrderStatus, users } from '@/lib/db/schema';
import { toCurrencyDetails } from './currency';
import { formatAmount } from './price-display';
import { ordersVisibleTo } from './orders';
import type { PlanChoice } from './plans';

// spec 3 "Payment order: date, email, amount, method, status, invoice, client, refunded": one row of the
// payment history (/account/orders and GET /api/account/orders), and the head of an order's detail page.

export interface OrderSummary {
  id: number;
  /** When it was paid, or created while it has not been (ISO 8601). */
  date: string;
  /** The buyer's e-mail. */
  email: string;
  /** The total as the shop prints it ('$29.99'), and in minor units of `currency`. */
  amount: string;
  amountMinor: number;
  currency: string;
  method: string;
  status: OrderStatus;
  /** The invoice number; null while the order is unpaid (only paid orders have one). */
  invoice: number | null;
  /** Who got the plan: the buyer, a gift's recipient, or a reseller's customer. */
  client: string;
  refunded: boolean;
  plan: PlanChoice;
}

/** An order's money in detail, for its own page. */
export interface OrderDetail extends OrderSummary {
  subtotal: string;
  /** Negative, as a deduction prints ('-$5.00'). */
  discount: string;
  discountMinor: number;
  vat: string;
  vatMinor: number;
  vatRate: number;
  vatInclusive: boolean;
  reverseCharge: boolean;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}

const clients = alias(users, 'clients');

export interface SummaryRow {
  order: OrderRow;
  currency: CurrencyRow;
  invoiceNumber: number | null;
  /** The recipient's account's address; null for a gift whose account is made when it is paid. */
  clientEmail: string | null;
}

export function toSummary({ order, currency, invoiceNumber, clientEmail }: SummaryRow): OrderSummary {
  return {
    id: order.id,
    date: (order.paidAt ?? order.createdAt).toISOString(),
    email: order.buyerEmail,
    amount: formatAmount(order.total, toCurrencyDetails(currency)),
    amountMinor: order.total,
    currency: order.currencyCode,
    method: order.paymentMethod,
    status: order.status,
    invoice: invoiceNumber,
    client: clientEmail ?? order.giftRecipientEmail ?? order.buyerEmail,
    refunded: order.status === 'refunded',
    plan: { kind: order.kind, periodMonths: order.periodMonths, pcNum: order.pcNum },
  };
}

export function toDetail(row: SummaryRow): OrderDetail {
  const money = (amount: number) => formatAmount(amount, toCurrencyDetails(row.currency));
  return {
    ...toSummary(row),
    subtotal: money(row.order.subtotal),
    discount: money(-row.order.discount),
    discountMinor: row.order.discount,
    vat: money(row.order.vat),
    vatMinor: row.order.vat,
    vatRate: row.order.vatRate,
    vatInclusive: row.order.vatInclusive,
    reverseCharge: row.order.reverseCharge,
    createdAt: row.order.createdAt.toISOString(),
    paidAt: row.order.paidAt?.toISOString() ?? null,
    refundedAt: row.order.refundedAt?.toISOString() ?? null,
  };
}

export function summaryRows(db: DatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select({ order: orders, currency: currencies, invoiceNumber: invoices.number, clientEmail: clients.email })
    .from(orders)
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .leftJoin(clients, eq(clients.id, orders.recipientUserId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where);
}

/** `%` and `_` typed into the search box are literal characters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface OrderSearch {
  /** spec 2 'Search client email': part of the client's address, any case. */
  clientEmail?: string | null;
}

/** spec 2 /account/orders: the payment history `userId` may see, newest first. */
export async function orderSummariesOf(db: DatabaseOrTransaction, userId: number, search: OrderSearch = {}): Promise<OrderSummary[]> {
  const clientEmail = search.clientEmail?.trim();
  const rows = await summaryRows(
    db,
    and(
      ordersVisibleTo(userId),
      clientEmail ? ilike(sql`coalesce(${clients.email}, ${orders.giftRecipientEmail})`, containsPattern(clientEmail)) : undefined,
    ),
  ).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toSummary);
}

/** spec 2 /account/orders/{id}: null for an id `userId` may not see (the route answers 404). */
export async function orderDetailFor(userId: number, orderId: number, { db = getDb() }: InDatabase = {}): Promise<OrderDetail | null> {
  const [row] = await summaryRows(db, and(eq(orders.id, orderId), ordersVisibleTo(userId))).limit(1);
  return row ? toDetail(row) : null;
}

/** An order id from a path segment: a positive integer in PostgreSQL's range, else null (a 404). */
export function parseOrderId(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}
