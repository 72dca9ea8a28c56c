import type { Order } from '@/lib/commerce/orders';
import { config, type Environment } from '@/lib/config';
import type { PaymentProvider as ProviderName } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';

// DESIGN.md "Payments behind one interface": checkout creates a pending order (lib/commerce/orders.ts),
// then hands it to the configured provider, which sends the buyer somewhere to pay. The payment comes
// back as a provider event (the fake provider's /accept-fake-payment page, or Stripe's signed webhook)
// and becomes markOrderPaid / markOrderFailed / markOrderCancelled (lib/commerce/payments.ts, orders.ts),
// so an order is paid exactly once whichever way the news arrives.

export type { ProviderName };

export interface PaymentStart {
  /** Where checkout sends the buyer's browser: the provider's page, or /accept-fake-payment. */
  redirectUrl: string;
  /** The provider's id for this payment attempt (a Stripe Checkout Session id), stored on the order. */
  providerReference: string | null;
}

/** What a renewal charges with: the order that started the subscription, as it was paid. */
export interface RenewalSource {
  providerPaymentId: string | null;
  providerCustomerId: string | null;
}

export type RenewalChargeResult =
  /** Charged: the provider's id for the money taken. */
  | { kind: 'paid'; providerPaymentId: string; amount: number; currency: string }
  /** Declined or impossible (no saved card): `reason` is for the log and the retry's record, not for the buyer. */
  | { kind: 'declined'; reason: string };

export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  /** Starts paying a pending order; `returnUrl`/`cancelUrl` are absolute URLs on this site (SITE_URL). */
  startPayment(order: Order, urls: { returnUrl: string; cancelUrl: string }, locale: Locale): Promise<PaymentStart>;
  /**
   * Charges a pending renewal order without the buyer (spec 4 autocharge), with what the subscription was
   * first paid with. Idempotent per order: the same order charged twice is charged once.
   */
  chargeRenewal(order: Order, source: RenewalSource): Promise<RenewalChargeResult>;
}

/**
 * The configured provider's name (lib/config): Stripe when STRIPE_SECRET_KEY is set, else the fake provider,
 * which only the local profile has by default; a production site takes fake payments only when it asks
 * (PAYMENTS=fake, a staging site that says so on every page), and otherwise refuses to start without Stripe.
 */
export function configuredProviderName(env?: Environment): ProviderName {
  return config(env).payments;
}
