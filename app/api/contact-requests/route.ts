import { clientIp } from '@/lib/http/client-ip';
import { isSameOriginWrite } from '@/lib/http/origin';
import { jsonRoute } from '@/lib/http/route';
import { requestCountry } from '@/lib/auth/captcha';
import { submitContactRequest } from '@/lib/contact/contact-requests';
import { contactErrorResponse, contactRequestResponse } from '@/lib/contact/responses';
import { getDb } from '@/lib/db/client';
import { requestLocale } from '@/lib/i18n/request-locale';

/** POST /api/contact-requests `{ form, ...fields, locale }`: a contact form is sent (spec 4). */
export const POST = jsonRoute('/api/contact-requests', async (request) => {
  if (!isSameOriginWrite(request)) return contactErrorResponse(403, 'forbidden', requestLocale(request));
  const body = await request.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return contactErrorResponse(400, 'badRequest', requestLocale(request));
  }
  const outcome = await submitContactRequest(getDb(), body, { clientKey: clientIp(), country: requestCountry(request) });
  return contactRequestResponse(outcome);
});
