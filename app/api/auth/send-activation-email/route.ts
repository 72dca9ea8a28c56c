import { sendActivationEmail } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/send-activation-email `{ hash }` or `{ email }` -> `{ status: 'sent' | 'already-confirmed' }`. */
export const POST = authWriteRoute('/api/auth/send-activation-email', async ({ request, body, locale }) => {
  const outcome = await sendActivationEmail(getDb(), body, requestContext(request, locale));
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  const status = outcome.kind === 'sent' ? 'sent' : 'already-confirmed';
  return Response.json({ status }, { headers: { 'cache-control': 'no-store' } });
});
