// POST /api/e2e/captcha/verify: a stand-in for the captcha service's siteverify endpoint, for the end-to-end
// tests only (E2E_TEST_ROUTES=1; 404 otherwise). A token from the stand-in widget passes; anything else fails.
import { config } from '@/lib/config';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export async function POST(request: Request): Promise<Response> {
  if (!testRoutesEnabled()) return new Response('Not found', { status: 404 });
  const form = new URLSearchParams(await request.text());
  const success = form.get('secret') === config().env.CAPTCHA_SECRET_KEY && /^e2e-solved-\d+$/.test(form.get('response') ?? '');
  return Response.json({ success });
}
