import { sendPasswordRestoreEmail } from '@/lib/auth/accounts';
import { authWriteRoute, failureResponse, isFailure, requestContext } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';

/** spec 7 POST /api/auth/send-password-restore-email `{ email }` -> `{ status: 'sent' }`; code 8, 2, or 3 (not activated). */
export const POST = authWriteRoute('/api/auth/send-password-restore-email', async ({ request, body, locale }) => {
  const outcome = await sendPasswordRestoreEmail(getDb(), body, requestContext(request, locale));
  if (isFailure(outcome)) return failureResponse(outcome, locale);
  return Response.json({ status: 'sent' }, { headers: { 'cache-control': 'no-store' } });
});
