import { PUBLIC_CACHE, route, searchParam } from '@/lib/http/route';
import { heldCurrencyForCountry } from '@/lib/commerce/price-answers';
import { parseCountryCode } from '@/lib/validation/country-code';

// No `dynamic` export: GET handlers run per request since Next 15, and reading request.url keeps them so.

/**
 * spec 7: GET /api/currency?country_code= -> { abbreviation, sign, sign_before_value }. Answered from the process's
 * memory (issue 16), which a price change drops on every instance (lib/commerce/price-answers.ts).
 */
export const GET = route('/api/currency', {}, async ({ request, db }) => {
  const currency = await heldCurrencyForCountry(db, parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(currency, { headers: { 'cache-control': PUBLIC_CACHE } });
});
