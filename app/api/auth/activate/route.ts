import { activate } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/activate `{ hash }` -> `{ status: 'confirmed' | 'already-confirmed' }`, or code 4. */
export const POST = authWriteRoute('/api/auth/activate', async ({ request, body, locale }) => {
  const outcome = await activate(getDb(), body, requestContext(request, locale));
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  const status = outcome.kind === 'confirmed' ? 'confirmed' : 'already-confirmed';
  return Response.json({ status }, { headers: { 'cache-control': 'no-store' } });
});
