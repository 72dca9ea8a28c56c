import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { NextResponse } from 'next/server';
import { applyTaobaoCodeRequest } from '@/lib/account/taobao-code';
import { clientIp } from '@/lib/runtime/client-ip';
import { authMessageResponse, setViewerCookie } from '@/lib/http/auth';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * POST /api/account/taobao-code `{ code }` (lib/validation/taobao.ts) -> `{ message, plan }` once the code's
 * plan is granted; 422 `{ message, errors: [{ field: 'code', code, message }] }` with one of spec 5's three
 * refusals; 429 with Retry-After when the account or the address tried too often.
 */
export const POST = route(
  '/api/account/taobao-code',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, body, locale, signedIn }) => {
    const outcome = await applyTaobaoCodeRequest(db, signedIn.user.id, clientIp(), body);
    const texts = messagesFor(locale).shop.taobao;
    switch (outcome.kind) {
      case 'applied': {
        const response = NextResponse.json({ message: texts.applied, plan: outcome.plan }, { headers: PRIVATE_NO_STORE });
        // The account holds a paid plan now: the offer banner stops showing (lib/auth/viewer.ts).
        setViewerCookie(response, { isPartner: signedIn.user.isPartner, hasPaidSubscription: true });
        return response;
      }
      case 'refused': {
        const message = texts[outcome.reason];
        return Response.json(
          { message, errors: [{ field: 'code', code: outcome.reason, message }] },
          { status: 422, headers: PRIVATE_NO_STORE },
        );
      }
      case 'rateLimited':
        return authMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(outcome.retryAfterSeconds) });
    }
  },
);
