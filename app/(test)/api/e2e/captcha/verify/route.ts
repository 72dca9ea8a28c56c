// POST /api/e2e/captcha/verify: a stand-in for the captcha service's siteverify endpoint, for the end-to-end
// tests only (E2E_TEST_ROUTES=1; 404 otherwise). A token from the stand-in widget passes; anything else fails.
import { config } from '@/lib/config';
import { route } from '@/lib/http/route';

export const POST = route('/api/e2e/captcha/verify', { testOnly: true, body: 'text' }, async ({ body }) => {
  const form = new URLSearchParams(body);
  const success = form.get('secret') === config().env.CAPTCHA_SECRET_KEY && /^e2e-solved-\d+$/.test(form.get('response') ?? '');
  return Response.json({ success });
});
