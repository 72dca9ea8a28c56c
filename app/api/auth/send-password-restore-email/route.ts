import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { sendPasswordRestoreEmail } from '@/lib/auth/password-restore';
import { failureResponse, isFailure, requestContext } from '@/lib/http/auth';

/** spec 7 POST /api/auth/send-password-restore-email `{ email }` -> `{ status: 'sent' }`; code 8, 2, or 3 (not activated). */
export const POST = route(
  '/api/auth/send-password-restore-email',
  { sameOrigin: true, body: 'json' },
  async ({ db, request, body, locale }) => {
    const outcome = await sendPasswordRestoreEmail(db, body, requestContext(request, locale));
    if (isFailure(outcome)) return failureResponse(outcome, locale);
    return Response.json({ status: 'sent' }, { headers: NO_STORE });
  },
);
