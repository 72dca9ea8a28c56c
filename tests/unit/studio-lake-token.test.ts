import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/studio/lake-token/route';
import { messagesByLocale } from '@/lib/i18n/messages';
import { callRoute } from '@/tests/support/requests';

// Issue 17: the embedded Studio gets the local Content Lake's token from the app, and only the site's own
// page on this machine does: a loopback socket, the site's Host, a same-origin fetch with the site's Origin.

const SITE = 'http://localhost:3000';
const TOKEN = 'lake-token-0123456789abcdef0123456789abcdef';
const OWN_PAGE = { host: 'localhost:3000', origin: SITE, 'sec-fetch-site': 'same-origin' };

async function ask(headers: Record<string, string> = OWN_PAGE, peer = '127.0.0.1') {
  const response = await callRoute(POST, '/api/studio/lake-token', { site: SITE, method: 'POST', origin: null, headers, peer });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('CONTENT_LAKE_TOKEN', TOKEN);
  vi.stubEnv('CONTENT_LAKE_STUDIO_URL', 'https://localhost:4443');
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/studio/lake-token', () => {
  it("hands the token to the site's own page on this machine, for no cache to keep", async () => {
    expect(await ask()).toEqual({ status: 200, cache: 'private, no-store', body: { token: TOKEN } });
    expect((await ask(OWN_PAGE, '::1')).body).toEqual({ token: TOKEN });
  });

  it('refuses a client that is not on this machine, whatever its headers say', async () => {
    const answer = await ask(OWN_PAGE, '192.0.2.7');
    expect(answer).toEqual({ status: 403, cache: 'no-store', body: { message: messagesByLocale.en.auth.api.forbidden } });
  });

  it('refuses another Host: a foreign name rebound to 127.0.0.1 (DNS rebinding), or another name of this machine', async () => {
    for (const host of ['rebind.evil.example', 'rebind.evil.example:3000', '127.0.0.1:3000', 'localhost:3001']) {
      expect((await ask({ ...OWN_PAGE, host })).status, host).toBe(403);
    }
  });

  it("refuses any page but the site's own: another origin, another loopback port, a missing Origin", async () => {
    const refused: Record<string, string>[] = [
      { ...OWN_PAGE, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { ...OWN_PAGE, 'sec-fetch-site': 'same-site', origin: 'http://localhost:3001' },
      { ...OWN_PAGE, origin: 'http://localhost:3001' },
      { ...OWN_PAGE, 'sec-fetch-site': 'none' },
      { host: OWN_PAGE.host, origin: SITE },
      { host: OWN_PAGE.host, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of refused) {
      const answer = await ask(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toHaveProperty('token');
    }
  });

  it('words its refusal in the language of the request', async () => {
    const answer = await ask({ ...OWN_PAGE, origin: 'https://evil.example', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(answer.body).toEqual({ message: messagesByLocale['zh-CN'].auth.api.forbidden });
  });

  it('does not exist in production, with a hosted Sanity project, or without a local Content Lake', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'abc123');
    expect((await ask()).status).toBe(404);
    vi.stubEnv('SANITY_PROJECT_ID', '');
    vi.stubEnv('CONTENT_LAKE_TOKEN', '');
    expect((await ask()).status).toBe(404);
    vi.stubEnv('CONTENT_LAKE_TOKEN', TOKEN);
    vi.stubEnv('SITE_URL', 'https://shop.example');
    const production = await ask({ host: 'shop.example', origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' });
    expect(production.status).toBe(404);
    expect(production.body).not.toHaveProperty('token');
  });
});
