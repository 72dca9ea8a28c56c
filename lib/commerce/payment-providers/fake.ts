import { config } from '@/lib/config';
import { localizedPath } from '@/lib/i18n/config';
import type { PaymentProviderAdapter } from './provider';

// DESIGN.md "Payments behind one interface": the embedded default while no real provider is configured.
// It sends the buyer to the spec's /accept-fake-payment page, which pays the order through markOrderPaid.
// Renewals are charged at once, or declined while FAKE_RENEWALS_DECLINE=1 (to try the retries by hand).

export const fakeProvider: PaymentProviderAdapter = {
  name: 'fake',
  async startPayment(order, _urls, locale) {
    // A site-absolute path in the buyer's locale (en unprefixed, zh-CN under /zh-CN); no provider id yet.
    return { redirectUrl: localizedPath(locale, `/accept-fake-payment?order=${order.id}`), providerReference: null };
  },
  async chargeRenewal(order) {
    if (config().env.FAKE_RENEWALS_DECLINE) return { kind: 'declined', reason: 'fake_card_declined' };
    return { kind: 'paid', providerPaymentId: `fake_renewal_${order.id}`, amount: order.total, currency: order.currencyCode };
  },
};
