import { jsonRoute, PUBLIC_CACHE, searchParam } from '@/lib/http/route';
import { subscriptionPrices } from '@/lib/commerce/subscription-prices';
import { getDb } from '@/lib/db/client';
import { parseCountryCode } from '@/lib/validation/country-code';

/** spec 7: GET /api/subscription-prices?country_code= -> the subscription price set (spec 3). */
export const GET = jsonRoute('/api/subscription-prices', async (request) => {
  const priceSet = await subscriptionPrices(getDb(), parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(priceSet, { headers: { 'cache-control': PUBLIC_CACHE } });
});
