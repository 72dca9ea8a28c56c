import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { markOrderCancelled, markOrderFailed } from '@/lib/commerce/orders';
import { markOrderPaid, type MarkPaidOutcome } from '@/lib/commerce/payments';
import { markOrderRefunded } from '@/lib/commerce/refunds';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { orders, paymentEvents } from '@/lib/db/schema';
import { kickMailWorker } from '@/lib/mail/worker';
import { log as serverLog } from '@/lib/observability/log';
import { ORDER_ID_METADATA } from './stripe';

// Stripe's signed webhook (DESIGN.md "a real provider adapter with verified, idempotent webhooks").
//
// - The signature is checked over the raw body as received, never over re-serialised JSON, and its
//   timestamp must be at most `toleranceSeconds` old, so a captured delivery cannot be replayed later.
//   A missing or wrong signature, an altered body or a stale timestamp answer 400, and nothing changes.
// - Every event is recorded in payment_events in the transaction of its effect (payments.ts for a
//   payment, settleOrder below for a failure or expiry), so the same event delivered any number of times,
//   in parallel or not, has its effect once.
// - A genuine event that cannot be applied (an amount or currency other than the order's, an unknown order,
//   a payment for an order that is no longer pending) answers 200 and is logged as an error for staff:
//   Stripe would redeliver it for days on a 4xx/5xx, and no redelivery can change what it says. The order
//   stays as it was; money taken for it is refunded from the Dashboard.

export const DEFAULT_TOLERANCE_SECONDS = 300;

export type StripeWebhookOutcome =
  | 'paid'
  | 'alreadyProcessed'
  | 'alreadyPaid'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  | 'alreadyRefunded'
  | 'partialRefund'
  | 'awaitingPayment'
  | 'ignored'
  | 'staleSession'
  | 'unknownOrder'
  | 'amountMismatch'
  | 'providerMismatch'
  | 'invalidTransition';

export type StripeWebhookResult =
  { status: 200; body: { received: true; outcome: StripeWebhookOutcome } } | { status: 400; body: { message: string } };

/** One log line: an event's id, type, order and outcome; never the secret, the signature or the body. */
export interface StripeWebhookLogLine {
  level: 'info' | 'error';
  outcome: StripeWebhookOutcome | 'rejected';
  eventId?: string;
  type?: string;
  orderId?: number;
  sessionId?: string;
  reason?: string;
}

export interface StripeWebhookOptions {
  /** The endpoint's signing secret, `whsec_...`. */
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
  log?: (line: StripeWebhookLogLine) => void;
}

export function logStripeWebhook({ level, ...line }: StripeWebhookLogLine): void {
  serverLog[level]({ stripeWebhook: line.outcome, ...line });
}

/** The error outcomes: applied to nothing, but a person should look (see the top of this file). */
const NEEDS_STAFF = new Set<StripeWebhookOutcome>([
  'unknownOrder',
  'amountMismatch',
  'providerMismatch',
  'invalidTransition',
  'partialRefund',
]);

export async function handleStripeWebhook(
  db: DatabaseOrTransaction,
  rawBody: string | Uint8Array,
  signatureHeader: string | null,
  { secret, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = new Date(), log = logStripeWebhook }: StripeWebhookOptions,
): Promise<StripeWebhookResult> {
  // Stripe reads a tolerance of 0 as "do not check the timestamp": never that here.
  if (!(toleranceSeconds > 0)) throw new Error('The webhook tolerance must be a positive number of seconds');
  const rejected = (reason: string): StripeWebhookResult => {
    log({ level: 'info', outcome: 'rejected', reason });
    return { status: 400, body: { message: 'Invalid Stripe webhook' } };
  };
  if (!signatureHeader) return rejected('no signature');

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, toleranceSeconds, undefined, now.getTime());
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return rejected('unreadable body');
    return rejected(/tolerance/i.test(error.message) ? 'stale timestamp' : 'bad signature');
  }

  const applied = await applyEvent(db, event, now);
  const line: StripeWebhookLogLine = {
    level: NEEDS_STAFF.has(applied.outcome) || applied.paidTwice ? 'error' : 'info',
    outcome: applied.outcome,
    eventId: event.id,
    type: event.type,
    ...(applied.orderId !== undefined && { orderId: applied.orderId }),
    ...(applied.sessionId && { sessionId: applied.sessionId }),
    ...(applied.reason && { reason: applied.reason }),
  };
  log(line);
  return { status: 200, body: { received: true, outcome: applied.outcome } };
}

interface Applied {
  outcome: StripeWebhookOutcome;
  orderId?: number;
  sessionId?: string;
  reason?: string;
  /** The order was paid through another session: this payment is a second charge to refund. */
  paidTwice?: boolean;
}

async function applyEvent(db: DatabaseOrTransaction, event: Stripe.Event, now: Date): Promise<Applied> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Completed but unpaid: a delayed method (a bank debit); async_payment_succeeded or _failed follows.
      if (session.payment_status !== 'paid') return { outcome: 'awaitingPayment', ...sessionFields(session) };
      return payFromSession(db, event, session, now);
    }
    case 'checkout.session.async_payment_failed':
      return settleFromSession(db, event, event.data.object, 'failed', now);
    case 'checkout.session.expired':
      return settleFromSession(db, event, event.data.object, 'cancelled', now);
    case 'charge.refunded':
      return refundFromCharge(db, event, event.data.object, now);
    default:
      return { outcome: 'ignored' };
  }
}

/** Our order id, as startPayment put it on the session (stripe.ts); null for a session that is not ours. */
export function orderIdOfSession(session: Pick<Stripe.Checkout.Session, 'client_reference_id' | 'metadata'>): number | null {
  const raw = session.client_reference_id ?? session.metadata?.[ORDER_ID_METADATA];
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

function sessionFields(session: Stripe.Checkout.Session): Pick<Applied, 'orderId' | 'sessionId'> {
  return { orderId: orderIdOfSession(session) ?? undefined, sessionId: session.id };
}

async function payFromSession(
  db: DatabaseOrTransaction,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<Applied> {
  const orderId = orderIdOfSession(session);
  if (orderId === null) return { outcome: 'unknownOrder', sessionId: session.id, reason: 'no order id on the session' };
  if (session.amount_total === null || !session.currency) {
    return { outcome: 'amountMismatch', orderId, sessionId: session.id, reason: 'no amount on the session' };
  }
  const outcome: MarkPaidOutcome = await markOrderPaid(db, {
    orderId,
    provider: 'stripe',
    eventId: event.id,
    eventType: event.type,
    amount: session.amount_total,
    currency: session.currency.toUpperCase(),
    paidAt: now,
    providerReference: session.id,
    providerPaymentId: idOf(session.payment_intent),
    providerCustomerId: idOf(session.customer),
  });
  const fields = { orderId, sessionId: session.id };
  switch (outcome.kind) {
    case 'paid':
      if (outcome.giftMailed) kickMailWorker();
      return { outcome: outcome.kind, ...fields };
    case 'alreadyProcessed':
      return { outcome: outcome.kind, ...fields };
    case 'alreadyPaid':
      return { outcome: 'alreadyPaid', ...fields, paidTwice: outcome.order.providerReference !== session.id };
    case 'notFound':
      return { outcome: 'unknownOrder', ...fields };
    case 'providerMismatch':
      return { outcome: 'providerMismatch', ...fields, reason: `the order is paid through ${outcome.expected}` };
    case 'invalidTransition':
      return { outcome: 'invalidTransition', ...fields, reason: `the order is ${outcome.from}` };
    case 'amountMismatch':
      return {
        outcome: 'amountMismatch',
        ...fields,
        reason: `charged ${outcome.received.amount} ${outcome.received.currency}, the order is ${outcome.expected.amount} ${outcome.expected.currency}`,
      };
  }
}

/** An expandable field's id: Stripe sends the id, or the object when it was expanded. */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/**
 * A charge was refunded (from the Dashboard, or `npm run order:refund`). The order is the one paid with the
 * charge's PaymentIntent (saved when it was paid); only a full refund revokes its plan (refunds.ts).
 */
async function refundFromCharge(db: DatabaseOrTransaction, event: Stripe.Event, charge: Stripe.Charge, now: Date): Promise<Applied> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return { outcome: 'ignored', reason: 'a charge without a PaymentIntent is not a checkout payment' };
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.provider, 'stripe'), eq(orders.providerPaymentId, paymentIntent)))
    .limit(1);
  if (!order) return { outcome: 'unknownOrder', reason: `no order was paid with ${paymentIntent}` };
  const outcome = await markOrderRefunded(db, {
    orderId: order.id,
    provider: 'stripe',
    eventId: event.id,
    eventType: event.type,
    amount: charge.amount_refunded,
    currency: charge.currency.toUpperCase(),
    refundedAt: now,
  });
  const fields = { orderId: order.id };
  switch (outcome.kind) {
    case 'refunded':
    case 'alreadyProcessed':
    case 'alreadyRefunded':
      return { outcome: outcome.kind, ...fields };
    case 'partialRefund':
      return { outcome: 'partialRefund', ...fields, reason: `refunded ${outcome.refunded} of ${outcome.total}: the plan stays` };
    case 'notFound':
      return { outcome: 'unknownOrder', ...fields };
    case 'providerMismatch':
      return { outcome: 'providerMismatch', ...fields };
    case 'currencyMismatch':
      return { outcome: 'amountMismatch', ...fields, reason: `refunded in ${outcome.received}, the order is in ${outcome.expected}` };
    case 'invalidTransition':
      return { outcome: 'invalidTransition', ...fields, reason: `the order is ${outcome.from}` };
  }
}

/**
 * A failed or expired session fails or cancels its order, in one transaction with the event's record. A
 * buyer who restarted checkout has several sessions for one order: only the one the order points at (the
 * latest) settles it, so an old session expiring cannot cancel an order being paid through a new one.
 */
async function settleFromSession(
  db: DatabaseOrTransaction,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  to: 'failed' | 'cancelled',
  now: Date,
): Promise<Applied> {
  const orderId = orderIdOfSession(session);
  if (orderId === null) return { outcome: 'unknownOrder', sessionId: session.id, reason: 'no order id on the session' };
  const fields = { orderId, sessionId: session.id };
  return db.transaction(async (tx): Promise<Applied> => {
    const [order] = await tx
      .select({ provider: orders.provider, providerReference: orders.providerReference })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('no key update');
    if (!order) return { outcome: 'unknownOrder', ...fields };
    if (order.provider !== 'stripe') return { outcome: 'providerMismatch', ...fields };
    if (order.providerReference !== null && order.providerReference !== session.id) return { outcome: 'staleSession', ...fields };

    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, orderId, type: event.type, receivedAt: now })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return { outcome: 'alreadyProcessed', ...fields };

    const settled = to === 'failed' ? await markOrderFailed(tx, orderId) : await markOrderCancelled(tx, orderId);
    // Already paid, failed or cancelled: nothing moves (order-status.ts), and that is no error.
    return settled.kind === 'done'
      ? { outcome: to, ...fields }
      : { outcome: 'ignored', ...fields, reason: 'the order is no longer pending' };
  });
}
