import { API_ERROR_MESSAGES } from '@/lib/api/error-codes';
import { currencyForCountry } from '@/lib/commerce/currency';
import { getDb } from '@/lib/db/client';
import { parseCountryCode } from '@/lib/validation/country-code';

// No `dynamic` export: GET handlers run per request since Next 15, reading request.url keeps them
// dynamic under Cache Components too, and there the export is a build error.

// The same for every visitor from one country, so shared caches may keep it briefly.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** spec 7: GET /api/currency?country_code= -> { abbreviation, sign, sign_before_value }. */
export async function GET(request: Request): Promise<Response> {
  const countryCode = parseCountryCode(new URL(request.url).searchParams.get('country_code'));
  try {
    const currency = await currencyForCountry(getDb(), countryCode);
    return Response.json(currency, { headers: { 'cache-control': PUBLIC_CACHE } });
  } catch (error) {
    console.error('GET /api/currency failed', error);
    return Response.json(
      { message: API_ERROR_MESSAGES.generic },
      { status: 500, headers: { 'cache-control': 'no-store' } },
    );
  }
}
