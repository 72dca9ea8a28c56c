import { sessionFromRequest } from '@/lib/auth/current-session';
import { quoteCheckout } from '@/lib/commerce/checkout';
import { CHECKOUT_RATE_LIMITS } from '@/lib/commerce/limits';
import { checkoutRefusal, fieldErrorsOf, invalidFieldsResponse } from '@/lib/http/checkout';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { messagesFor } from '@/lib/i18n/held-messages';
import { checkoutQuoteSchema } from '@/lib/commerce/checkout-schema';

/**
 * POST /api/checkout/quote `{ term, pcNum, country?, vatNumber?, couponCode? }` -> `{ quote, message? }`: the
 * server's subtotal, discount, VAT and total (message 'Coupon is applied!' with a coupon). 422 with the
 * fields' errors ('Invalid VAT number', 'Please enter a valid coupon code') and the quote without them.
 */
export const POST = route(
  '/api/checkout/quote',
  { sameOrigin: true, body: 'json', rateLimits: [[CHECKOUT_RATE_LIMITS.quotePerIp, 'ip']], refuse: checkoutRefusal },
  async ({ request, db, body, locale }) => {
    const parsed = checkoutQuoteSchema.safeParse(body);
    if (!parsed.success) return invalidFieldsResponse(fieldErrorsOf(parsed.error), locale, { quote: null });
    // A signed-in buyer's upgrade is priced with its credit; a visitor (or a gift) sees list prices.
    const signedIn = await sessionFromRequest(request);
    const outcome = await quoteCheckout(parsed.data, { db, buyerId: signedIn?.user.id ?? null });
    if (outcome.kind === 'invalid') return invalidFieldsResponse(outcome.errors, locale, { quote: outcome.quote });
    const message = outcome.quote.coupon ? messagesFor(locale).shop.coupon.applied : undefined;
    return Response.json({ quote: outcome.quote, ...(message && { message }) }, { headers: PRIVATE_NO_STORE });
  },
);
