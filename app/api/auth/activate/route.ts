import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { activate } from '@/lib/auth/activation';
import { failureResponse, isFailure, requestContext } from '@/lib/http/auth';

/** spec 7 POST /api/auth/activate `{ hash }` -> `{ status: 'confirmed' | 'already-confirmed' }`, or code 4. */
export const POST = route('/api/auth/activate', { sameOrigin: true, body: 'json' }, async ({ db, request, body, locale }) => {
  const outcome = await activate(db, body, requestContext(request, locale));
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  const status = outcome.kind === 'confirmed' ? 'confirmed' : 'already-confirmed';
  return Response.json({ status }, { headers: NO_STORE });
});
