import { describe, expect, it } from 'vitest';
import { getJson } from '@/lib/api/send';
import { fakeFetch } from '@/tests/support/fake-fetch';

// The marketing pages' price refresh (components/shop/use-plan-prices.ts) reads through getJson, not the API client:
// it keeps spec 7's one retry of a GET.

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('getJson', () => {
  it('asks for JSON with the query, and gives back the answer', async () => {
    const fetch = fakeFetch(reply(200, { prices: [1] }));
    await expect(getJson('/api/plan-prices', { country_code: 'CN' }, { fetch, retryDelayMs: 0 })).resolves.toEqual({ prices: [1] });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/plan-prices?country_code=CN');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('asks once more after a %i, and no more', async (status) => {
    const once = fakeFetch(reply(status), reply(200, { ok: 1 }));
    await expect(getJson('/api/plan-prices', { country_code: '' }, { fetch: once, retryDelayMs: 0 })).resolves.toEqual({ ok: 1 });
    const twice = fakeFetch(reply(status), reply(status));
    await expect(getJson('/api/plan-prices', { country_code: '' }, { fetch: twice, retryDelayMs: 0 })).rejects.toThrow(
      `answered ${status}`,
    );
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('rejects a 404 or a 422 at once', async () => {
    for (const status of [404, 422]) {
      const fetch = fakeFetch(reply(status, { error_code: 1 }));
      await expect(getJson('/api/plan-prices', {}, { fetch, retryDelayMs: 0 })).rejects.toThrow(`answered ${status}`);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('asks once more when the first request never arrived, then gives up with the network error', async () => {
    const recovered = fakeFetch(new TypeError('Failed to fetch'), reply(200, []));
    await expect(getJson('/api/plan-prices', {}, { fetch: recovered, retryDelayMs: 0 })).resolves.toEqual([]);
    const down = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(getJson('/api/plan-prices', {}, { fetch: down, retryDelayMs: 0 })).rejects.toBeInstanceOf(TypeError);
    expect(down).toHaveBeenCalledTimes(2);
  });
});
