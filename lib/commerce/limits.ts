import type { RateLimitRule } from '@/lib/runtime/rate-limit';

// Budgets: a person typing in the form asks for a quote every few hundred milliseconds at most; an order or
// a payment a minute is already a lot. Generous for people, tight for a script.
export const CHECKOUT_RATE_LIMITS = {
  quotePerIp: { name: 'checkout-quote-ip', points: 300, durationSeconds: 10 * 60 },
  orderPerUser: { name: 'checkout-order-user', points: 20, durationSeconds: 60 * 60 },
  orderPerIp: { name: 'checkout-order-ip', points: 60, durationSeconds: 60 * 60 },
  fakePaymentPerUser: { name: 'fake-payment-user', points: 60, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
