import type { Environment } from '@/lib/config';
import { fakeProvider } from './fake';
import { configuredProviderName, type PaymentProviderAdapter } from './provider';
import { stripeProvider } from './stripe';

export type { PaymentProviderAdapter, PaymentStart } from './provider';

/** The configured provider: Stripe when STRIPE_SECRET_KEY is set, else the fake one (provider.ts). */
export function paymentProvider(env?: Environment): PaymentProviderAdapter {
  return configuredProviderName(env) === 'stripe' ? stripeProvider : fakeProvider;
}
