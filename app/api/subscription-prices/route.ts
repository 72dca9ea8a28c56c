import { PUBLIC_CACHE, route, searchParam } from '@/lib/http/route';
import { subscriptionPrices } from '@/lib/commerce/subscription-prices';
import { parseCountryCode } from '@/lib/validation/country-code';

/** spec 7: GET /api/subscription-prices?country_code= -> the subscription price set (spec 3). */
export const GET = route('/api/subscription-prices', {}, async ({ request, db }) => {
  const priceSet = await subscriptionPrices(db, parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(priceSet, { headers: { 'cache-control': PUBLIC_CACHE } });
});
