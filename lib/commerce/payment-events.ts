import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { paymentEvents, type PaymentProvider } from '@/lib/db/schema';

// A provider's event is processed once (DESIGN.md "every payment event processed once"): it is looked up
// before its effect, and recorded in the effect's transaction, so a redelivery finds it and does nothing.

/** What every provider event about an order says, whatever it reports (a payment, a refund). */
export interface ProviderEventHeader {
  orderId: number;
  provider: PaymentProvider;
  /** The provider's event id; the same id twice is processed once. */
  eventId?: string | null;
  eventType?: string;
  /** The money the event reports, in minor units of `currency`. */
  amount: number;
  currency: string;
}

/** The order an event was processed for already, or null for an event not seen before (or none given). */
export async function processedEventOrder(
  db: DatabaseOrTransaction,
  provider: PaymentProvider,
  eventId: string | null | undefined,
): Promise<number | null> {
  if (!eventId) return null;
  const [seen] = await db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return seen?.orderId ?? null;
}

/**
 * Records the event with its effect; false when another transaction recorded the same event meanwhile (an
 * event id is one event: processed already). Without an event id there is nothing to record.
 */
export async function recordEvent(
  db: DatabaseOrTransaction,
  event: { provider: PaymentProvider; eventId: string | null | undefined; orderId: number; type: string; receivedAt: Date },
): Promise<boolean> {
  if (!event.eventId) return true;
  const [recorded] = await db
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, orderId: event.orderId, type: event.type, receivedAt: event.receivedAt })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return recorded !== undefined;
}
