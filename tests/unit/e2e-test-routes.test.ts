import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as captchaScript } from '@/app/(test)/api/e2e/captcha/script/route';
import { POST as captchaVerify } from '@/app/(test)/api/e2e/captcha/verify/route';
import { callRoute } from '@/tests/support/requests';

afterEach(() => vi.unstubAllEnvs());

const verify = (response: string) =>
  callRoute(captchaVerify, '/api/e2e/captcha/verify', { method: 'POST', body: new URLSearchParams({ secret: 'e2e-secret', response }) });

describe('the test-only captcha routes', () => {
  it('answer 404 unless the end-to-end tests switch them on', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '');
    expect((await captchaScript()).status).toBe(404);
    expect((await verify('e2e-solved-1')).status).toBe(404);
  });

  it('pass only tokens of the stand-in widget, with the configured secret', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    vi.stubEnv('CAPTCHA_SECRET_KEY', 'e2e-secret');
    expect((await captchaScript()).headers.get('content-type')).toContain('javascript');
    expect(await (await verify('e2e-solved-1732350000000')).json()).toEqual({ success: true });
    expect(await (await verify('forged')).json()).toEqual({ success: false });
    vi.stubEnv('CAPTCHA_SECRET_KEY', 'another-secret');
    expect(await (await verify('e2e-solved-1732350000000')).json()).toEqual({ success: false });
  });
});
