import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { invoiceCounter, type InvoiceRow, invoices, type OrderRow, orders, type UserRow, users } from '@/lib/db/schema';
import { type Order, ordersVisibleTo, toOrder } from './orders';

// spec 3 "Invoice", spec 2 /account/orders/invoice/{id}: one invoice per paid order, numbered 1, 2, 3...
// without gaps. The number comes from a one-row counter bumped in the payment's own transaction: a payment
// that rolls back gives its number back. The counter row is locked until that transaction ends, so the
// bump is the payment's last write.

export interface InvoiceBilling {
  email: string;
  fullName: string | null;
  company: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  vatNumber: string | null;
}

export interface Invoice {
  number: number;
  issuedAt: Date;
  billing: InvoiceBilling;
  order: Order;
}

function toBilling(row: InvoiceRow): InvoiceBilling {
  return {
    email: row.email,
    fullName: row.fullName,
    company: row.company,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    vatNumber: row.vatNumber,
  };
}

function toInvoice(row: InvoiceRow, order: OrderRow): Invoice {
  return { number: row.number, issuedAt: row.issuedAt, billing: toBilling(row), order: toOrder(order) };
}

/** The next invoice number, taken in the caller's transaction (the first call makes the counter row). */
async function nextInvoiceNumber(tx: DatabaseOrTransaction): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!row) throw new Error('The invoice counter returned no row');
  return row.lastNumber;
}

/** The billing columns of an invoice, from the buyer's profile as it is now. */
function billingColumns(buyer: UserRow, order: Pick<OrderRow, 'country' | 'vatNumber'>) {
  return {
    email: buyer.email,
    fullName: [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || null,
    company: buyer.company,
    street: buyer.address,
    city: buyer.city,
    state: buyer.state,
    zip: buyer.zip,
    country: buyer.country ?? order.country,
    vatNumber: order.vatNumber,
  };
}

/** Issues the invoice of a paid order in the caller's transaction, with the buyer's billing as it is now. */
export async function issueInvoice(tx: DatabaseOrTransaction, order: OrderRow, issuedAt: Date): Promise<InvoiceRow> {
  const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId)).limit(1);
  if (!buyer) throw new Error(`The buyer of order ${order.id} does not exist`);
  const number = await nextInvoiceNumber(tx);
  const [invoice] = await tx
    .insert(invoices)
    .values({ orderId: order.id, number, issuedAt, ...billingColumns(buyer, order) })
    .returning();
  if (!invoice) throw new Error(`Inserting the invoice of order ${order.id} returned no row`);
  return invoice;
}

/**
 * spec 8: "an invoice cannot be received until the profile is filled out". An invoice names its buyer (a
 * person or a company) and a postal address: street, city and country.
 */
export function isBillingComplete(billing: Pick<InvoiceBilling, 'fullName' | 'company' | 'street' | 'city' | 'country'>): boolean {
  return Boolean((billing.fullName || billing.company) && billing.street && billing.city && billing.country);
}

/**
 * The invoice of one of `userId`'s orders, ready to be received: an invoice issued while the buyer's profile
 * was incomplete takes the billing the buyer has filled out since, once. Until the profile is complete it
 * stays as issued, and `complete` is false: the pages warn and the PDF is withheld. Only the buyer's reading
 * writes that billing to the invoice: a reseller reading its customer's gets it as it would be, and writes
 * nothing (issue 17: write rights are not read rights).
 */
export async function receivableInvoiceFor(
  db: DatabaseOrTransaction,
  userId: number,
  orderId: number,
): Promise<{ invoice: Invoice; complete: boolean } | null> {
  const invoice = await invoiceFor(db, userId, orderId);
  if (!invoice) return null;
  if (isBillingComplete(invoice.billing)) return { invoice, complete: true };
  const [buyer] = await db.select().from(users).where(eq(users.id, invoice.order.buyerUserId)).limit(1);
  if (!buyer) return { invoice, complete: false };
  const billing = billingColumns(buyer, invoice.order);
  if (!isBillingComplete(billing)) return { invoice, complete: false };
  if (userId !== invoice.order.buyerUserId) return { invoice: { ...invoice, billing }, complete: true };
  const [updated] = await db.update(invoices).set(billing).where(eq(invoices.orderId, orderId)).returning();
  return updated ? { invoice: { ...invoice, billing: toBilling(updated) }, complete: true } : { invoice, complete: false };
}

/**
 * The invoice of one of `userId`'s orders; null when the order is not theirs or has none (spec 8 'Invoice
 * Details Not Found').
 */
export async function invoiceFor(db: DatabaseOrTransaction, userId: number, orderId: number): Promise<Invoice | null> {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.id, orderId), ordersVisibleTo(userId)))
    .limit(1);
  return row ? toInvoice(row.invoice, row.order) : null;
}
