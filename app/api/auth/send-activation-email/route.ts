import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { sendActivationEmail } from '@/lib/auth/activation';
import { failureResponse, isFailure, requestContext } from '@/lib/http/auth';

/** spec 7 POST /api/auth/send-activation-email `{ hash }` or `{ email }` -> `{ status: 'sent' | 'already-confirmed' }`. */
export const POST = route('/api/auth/send-activation-email', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await sendActivationEmail(db, body, requestContext(request, locale));
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  const status = outcome.kind === 'sent' ? 'sent' : 'already-confirmed';
  return Response.json({ status }, { headers: NO_STORE });
});
