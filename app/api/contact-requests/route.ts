import { requestCountry } from '@/lib/auth/captcha';
import { submitContactRequest } from '@/lib/contact/contact-requests';
import { clientIp } from '@/lib/runtime/client-ip';
import { contactRefusal, contactRequestResponse } from '@/lib/http/contact';
import { route } from '@/lib/http/route';

/** POST /api/contact-requests `{ form, ...fields, locale }`: a contact form is sent (spec 4). */
export const POST = route(
  '/api/contact-requests',
  { sameOrigin: true, body: 'json', multiline: ['message'], refuse: contactRefusal },
  async ({ request, db, body }) =>
    contactRequestResponse(await submitContactRequest(db, body, { clientKey: clientIp(), country: requestCountry(request) })),
);
