import Stripe from 'stripe';
import type { Order } from '@/lib/commerce/orders';
import { config, type Environment } from '@/lib/config';
import type { PlanChoice } from '@/lib/commerce/plans';
import type { Locale } from '@/lib/i18n/config';
import type { PaymentProviderAdapter, RenewalChargeResult, RenewalSource } from './provider';

// The Stripe adapter: a pending order becomes a Checkout Session, and the buyer pays on Stripe's page.
// What the buyer paid comes back only through the signed webhook (stripe-webhook.ts), never through the
// success_url, which anyone can open.
//
// Every order is a one-time payment (mode 'payment') for the order's total, with the price made on the fly
// (price_data), so no Stripe products or prices need setting up. An auto-renewing subscription keeps its card
// or PayPal account for the renewal jobs (lib/memberships/renewals.ts), which charge it off-session.
// The page offers only the purchase method the buyer chose at checkout: card, PayPal, Alipay or WeChat Pay are
// all Stripe payment methods, each to be switched on in the Stripe Dashboard.

/** The order's id on the session, in metadata too, so the Dashboard shows it. */
export const ORDER_ID_METADATA = 'order_id';

let shared: Stripe | undefined;

/** Where the client talks: Stripe's own API, or STRIPE_API_URL (a stand-in; lib/config refuses plain http off loopback). */
function apiHost(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** The Stripe client, made on first use from STRIPE_SECRET_KEY: importing this module talks to nobody. */
export function stripeClient(env?: Environment): Stripe {
  if (shared) return shared;
  const key = config(env).env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  shared = new Stripe(key, { maxNetworkRetries: 2, timeout: 20_000, ...apiHost(config(env).env.STRIPE_API_URL) });
  return shared;
}

/** Stripe Checkout's locale for ours; Checkout says 'zh' for Simplified Chinese. */
export function checkoutLocale(locale: Locale): Stripe.Checkout.SessionCreateParams.Locale {
  return locale === 'zh-CN' ? 'zh' : 'en';
}

/** The line the buyer sees on Stripe's page: "Remapper: 12-month subscription, 1 PC". */
export function planName({ kind, periodMonths, pcNum }: PlanChoice): string {
  const pcs = `${pcNum} ${pcNum === 1 ? 'PC' : 'PCs'}`;
  return kind === 'lifetime' ? `Remapper: lifetime access, ${pcs}` : `Remapper: ${periodMonths}-month subscription, ${pcs}`;
}

/** The purchase method chosen at checkout (lib/commerce/plans.ts) as Stripe's payment method type. */
const STRIPE_METHODS: Record<string, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType> = {
  card: 'card',
  paypal: 'paypal',
  alipay: 'alipay',
  wechat: 'wechat_pay',
};

export function checkoutSessionParams(
  order: Order,
  { returnUrl, cancelUrl }: { returnUrl: string; cancelUrl: string },
  locale: Locale,
): Stripe.Checkout.SessionCreateParams {
  const orderId = String(order.id);
  const method = STRIPE_METHODS[order.paymentMethod];
  return {
    mode: 'payment',
    // A filter on the methods switched on in the Dashboard; an unknown one leaves them all.
    ...(method && { allowed_payment_method_types: [method] }),
    // WeChat Pay in a browser shows a QR code for the phone.
    ...(method === 'wechat_pay' && { payment_method_options: { wechat_pay: { client: 'web' } } }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          // Both in minor units: the shop's currencies are two-decimal ones in Stripe's terms too.
          currency: order.currencyCode.toLowerCase(),
          unit_amount: order.total,
          product_data: { name: planName(order.plan) },
        },
      },
    ],
    client_reference_id: orderId,
    metadata: { [ORDER_ID_METADATA]: orderId },
    // An auto-renewing subscription keeps the card for its renewals (chargeRenewalWithStripe), on a customer.
    payment_intent_data: { metadata: { [ORDER_ID_METADATA]: orderId }, ...(order.autoRenew && { setup_future_usage: 'off_session' }) },
    ...(order.autoRenew && { customer_creation: 'always' }),
    customer_email: order.buyerEmail,
    locale: checkoutLocale(locale),
    success_url: returnUrl,
    cancel_url: cancelUrl,
  };
}

/**
 * A renewal, charged off-session to the card the subscription was first paid with (saved by Checkout:
 * setup_future_usage above). One PaymentIntent per renewal order (the idempotency key), confirmed at once.
 */
export async function chargeRenewalWithStripe(stripe: Stripe, order: Order, source: RenewalSource): Promise<RenewalChargeResult> {
  if (!source.providerCustomerId || !source.providerPaymentId) return { kind: 'declined', reason: 'no_saved_payment_method' };
  const first = await stripe.paymentIntents.retrieve(source.providerPaymentId);
  const paymentMethod = typeof first.payment_method === 'string' ? first.payment_method : first.payment_method?.id;
  if (!paymentMethod) return { kind: 'declined', reason: 'no_saved_payment_method' };
  const orderId = String(order.id);
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.total,
        currency: order.currencyCode.toLowerCase(),
        customer: source.providerCustomerId,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        description: planName(order.plan),
        metadata: { [ORDER_ID_METADATA]: orderId },
      },
      { idempotencyKey: `renewal-order-${orderId}` },
    );
    if (intent.status !== 'succeeded') return { kind: 'declined', reason: `payment_intent_${intent.status}` };
    return { kind: 'paid', providerPaymentId: intent.id, amount: intent.amount_received, currency: intent.currency.toUpperCase() };
  } catch (error) {
    // A declined card (or one needing the buyer, 3-D Secure) is a failed attempt; anything else is thrown.
    if (error instanceof Stripe.errors.StripeCardError)
      return { kind: 'declined', reason: error.decline_code ?? error.code ?? 'card_error' };
    throw error;
  }
}

/** A Stripe adapter on the given client; tests pass one that talks to a stand-in on loopback. */
export function createStripeProvider(client: () => Stripe = () => stripeClient()): PaymentProviderAdapter {
  return {
    name: 'stripe',
    async startPayment(order, urls, locale) {
      const session = await client().checkout.sessions.create(checkoutSessionParams(order, urls, locale));
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { redirectUrl: session.url, providerReference: session.id };
    },
    chargeRenewal: (order, source) => chargeRenewalWithStripe(client(), order, source),
  };
}

export const stripeProvider = createStripeProvider();
