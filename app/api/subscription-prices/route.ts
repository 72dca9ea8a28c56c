import { PUBLIC_CACHE, route, searchParam } from '@/lib/http/route';
import { heldSubscriptionPrices } from '@/lib/commerce/price-answers';
import { parseCountryCode } from '@/lib/validation/country-code';

/**
 * spec 7: GET /api/subscription-prices?country_code= -> the subscription price set (spec 3). Answered from the
 * process's memory (issue 16), which a price change drops on every instance (lib/commerce/price-answers.ts).
 */
export const GET = route('/api/subscription-prices', {}, async ({ request, db }) => {
  const priceSet = await heldSubscriptionPrices(db, parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(priceSet, { headers: { 'cache-control': PUBLIC_CACHE } });
});
