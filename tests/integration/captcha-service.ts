import { createServer } from 'node:http';
import { vi } from 'vitest';

// A stand-in for a captcha service's siteverify endpoint, for the integration tests of the forms that ask
// for one (lib/auth/captcha.ts): it accepts the answer 'solved' under the secret 'the-secret', and keeps
// every form it was sent. It configures the captcha in the environment (vi.stubEnv) to point at itself.

export interface CaptchaService {
  /** The siteverify requests, oldest first. */
  seen: URLSearchParams[];
  stop: () => Promise<void>;
}

export async function startCaptchaService(): Promise<CaptchaService> {
  const seen: URLSearchParams[] = [];
  const service = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: form.get('response') === 'solved' && form.get('secret') === 'the-secret' }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as { port: number };
  vi.stubEnv('CAPTCHA_SITE_KEY', 'the-site-key');
  vi.stubEnv('CAPTCHA_SECRET_KEY', 'the-secret');
  vi.stubEnv('CAPTCHA_VERIFY_URL', `http://127.0.0.1:${port}/siteverify`);
  return { seen, stop: () => new Promise<void>((resolve) => service.close(() => resolve())) };
}
