import { clientIp } from '@/lib/api/client-ip';
import { authWriteRoute } from '@/lib/auth/http';
import { sessionFromRequest } from '@/lib/auth/current-session';
import { quoteCheckout } from '@/lib/commerce/checkout';
import { CHECKOUT_RATE_LIMITS, fieldErrorsOf, invalidFieldsResponse, PRIVATE_NO_STORE, rateLimited } from '@/lib/commerce/checkout-http';
import { getDb } from '@/lib/db/client';
import { messagesByLocale } from '@/lib/i18n/messages';
import { checkoutQuoteSchema } from '@/lib/commerce/checkout-schema';

/**
 * POST /api/checkout/quote `{ term, pcNum, country?, vatNumber?, couponCode? }` -> `{ quote, message? }`: the
 * server's subtotal, discount, VAT and total (message 'Coupon is applied!' with a coupon). 422 with the
 * fields' errors ('Invalid VAT number', 'Please enter a valid coupon code') and the quote without them.
 */
export const POST = authWriteRoute('/api/checkout/quote', async ({ request, body, locale }) => {
  const db = getDb();
  const limited = await rateLimited(db, [[CHECKOUT_RATE_LIMITS.quotePerIp, clientIp()]], locale);
  if (limited) return limited;
  const parsed = checkoutQuoteSchema.safeParse(body);
  if (!parsed.success) return invalidFieldsResponse(fieldErrorsOf(parsed.error), locale, { quote: null });
  // A signed-in buyer's upgrade is priced with its credit; a visitor (or a gift) sees list prices.
  const signedIn = await sessionFromRequest(request);
  const outcome = await quoteCheckout(db, parsed.data, { buyerId: signedIn?.user.id ?? null });
  if (outcome.kind === 'invalid') return invalidFieldsResponse(outcome.errors, locale, { quote: outcome.quote });
  const message = outcome.quote.coupon ? messagesByLocale[locale].shop.coupon.applied : undefined;
  return Response.json({ quote: outcome.quote, ...(message && { message }) }, { headers: PRIVATE_NO_STORE });
});
