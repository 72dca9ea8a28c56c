import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vatForCheckout } from '@/lib/commerce/vat';
import { checkVatNumberLive, VIES_CHECK_URL, viesConfigFromEnv, type ViesConfig } from '@/lib/commerce/vies';

// No test reaches the internet: every fetch is a stand-in that records what it was asked, and the
// global one fails the test if anything falls back to it.
beforeAll(() => {
  vi.stubGlobal('fetch', () => {
    throw new Error('a test tried to reach the network');
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

interface Call {
  url: string;
  body: unknown;
}

function fakeFetch(answer: (call: Call, signal: AbortSignal) => Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), body: JSON.parse(String(init?.body)) };
    calls.push(call);
    return answer(call, init?.signal as AbortSignal);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    Response.json(body, { status });
const never = () => new Promise<Response>(() => {});
const untilAborted = (_call: Call, signal: AbortSignal) =>
  new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('checkVatNumberLive', () => {
  it.each<[string, (call: Call, signal: AbortSignal) => Promise<Response>, string]>([
    [
      'registered',
      json({ countryCode: 'DE', vatNumber: '129273398', valid: true, name: 'ACME', requestDate: '2026-01-05+01:00' }),
      'valid',
    ],
    ['registered, userError VALID', json({ valid: true, userError: 'VALID' }), 'valid'],
    ['not registered', json({ countryCode: 'DE', vatNumber: '129273398', valid: false }), 'invalid'],
    ['not registered, userError INVALID', json({ valid: false, userError: 'INVALID' }), 'invalid'],
    ['the member state is down', json({ valid: false, userError: 'MS_UNAVAILABLE' }), 'unavailable'],
    ['too many requests at VIES', json({ valid: false, userError: 'MS_MAX_CONCURRENT_REQ' }), 'unavailable'],
    ['an error answer', json({ actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }), 'unavailable'],
    ['HTTP 500', json({ valid: true }, 500), 'unavailable'],
    ['HTTP 400', json({ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }, 400), 'unavailable'],
    ['a body that is not JSON', async () => new Response('<html>maintenance</html>', { status: 200 }), 'unavailable'],
    ['JSON without an answer', json({ countryCode: 'DE' }), 'unavailable'],
    ['JSON null', json(null), 'unavailable'],
    ['a network error', async () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
    ['a timeout the fetch notices', untilAborted, 'unavailable'],
    ['a timeout the fetch ignores', never, 'unavailable'],
  ])('%s -> %s', async (_case, answer, outcome) => {
    const { fetch, calls } = fakeFetch(answer);
    await expect(checkVatNumberLive('DE', 'DE 129 273 398', { fetch, timeoutMs: 20 })).resolves.toBe(outcome);
    expect(calls).toEqual([{ url: VIES_CHECK_URL, body: { countryCode: 'DE', vatNumber: '129273398' } }]);
  });

  it('asks about a Greek number with EL and the number without its prefix, at the configured URL', async () => {
    const { fetch, calls } = fakeFetch(json({ valid: true }));
    await checkVatNumberLive('GR', '094259216', { fetch, url: 'http://127.0.0.1:9/vies' });
    expect(calls).toEqual([{ url: 'http://127.0.0.1:9/vies', body: { countryCode: 'EL', vatNumber: '094259216' } }]);
  });

  it('does not ask about a number whose format is invalid', async () => {
    const { fetch, calls } = fakeFetch(json({ valid: true }));
    await expect(checkVatNumberLive('DE', 'DE129273399', { fetch })).resolves.toBe('invalid');
    expect(calls).toEqual([]);
  });
});

describe('the VIES configuration', () => {
  it.each<[Record<string, string>, ViesConfig]>([
    [{}, { enabled: false, url: VIES_CHECK_URL, timeoutMs: 5000 }],
    [{ VIES_CHECK: '0' }, { enabled: false, url: VIES_CHECK_URL, timeoutMs: 5000 }],
    [{ VIES_CHECK: '1' }, { enabled: true, url: VIES_CHECK_URL, timeoutMs: 5000 }],
    [
      { VIES_CHECK: '1', VIES_URL: 'http://127.0.0.1:9/vies' },
      { enabled: true, url: 'http://127.0.0.1:9/vies', timeoutMs: 5000 },
    ],
  ])('%j', (env, config) => {
    expect(viesConfigFromEnv(env)).toEqual(config);
  });
});

describe('vatForCheckout: the VAT decision with the live check when configured', () => {
  const on: ViesConfig = { enabled: true, url: VIES_CHECK_URL, timeoutMs: 20 };
  const off: ViesConfig = { ...on, enabled: false };
  const business = { sellerCountry: 'IE', buyerCountry: 'DE', vatNumber: 'DE129273398' } as const;
  const reverseCharge = { rateBasisPoints: 0, reverseCharge: true, reason: 'eu-business-reverse-charge', vatNumber: 'DE129273398' };

  it('off by default: no call, the format-valid number accepted unverified', async () => {
    const { fetch, calls } = fakeFetch(json({ valid: true }));
    await expect(vatForCheckout(business, { vies: off, fetch })).resolves.toEqual({
      ok: true,
      vat: { ...reverseCharge, vatNumberVerified: false },
    });
    expect(calls).toEqual([]);
  });

  it.each<[string, (call: Call, signal: AbortSignal) => Promise<Response>, unknown]>([
    ['registered: verified', json({ valid: true }), { ok: true, vat: { ...reverseCharge, vatNumberVerified: true } }],
    ['not registered: Invalid VAT number', json({ valid: false }), { ok: false, error: 'invalidVatNumber' }],
    ['VIES down: accepted unverified', json({}, 500), { ok: true, vat: { ...reverseCharge, vatNumberVerified: false } }],
    ['VIES slow: accepted unverified', never, { ok: true, vat: { ...reverseCharge, vatNumberVerified: false } }],
  ])('on, %s', async (_case, answer, result) => {
    const { fetch } = fakeFetch(answer);
    await expect(vatForCheckout(business, { vies: on, fetch })).resolves.toEqual(result);
  });

  it.each([
    ['a consumer', { sellerCountry: 'IE', buyerCountry: 'DE' }],
    ['a buyer outside the EU', { sellerCountry: 'IE', buyerCountry: 'US', vatNumber: '12-3456789' }],
    ['a number whose format is invalid', { sellerCountry: 'IE', buyerCountry: 'DE', vatNumber: 'DE1' }],
  ] as const)('on, but nothing to ask for %s', async (_case, input) => {
    const { fetch, calls } = fakeFetch(json({ valid: true }));
    await vatForCheckout(input, { vies: on, fetch });
    expect(calls).toEqual([]);
  });
});
