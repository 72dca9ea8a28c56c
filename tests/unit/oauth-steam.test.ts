import { describe, expect, it, vi } from 'vitest';
import type { SteamProvider } from '@/lib/auth/oauth/providers';
import { checkSteamAssertion, completeSteam, parseKeyValueForm, steamAuthorizationUrl } from '@/lib/auth/oauth/steam';

const ENDPOINT = 'https://steamcommunity.com/openid/login';
const RETURN_TO = 'https://shop.example/user/callback/steam?state=abc';
const NOW = new Date('2026-11-23T08:00:00Z');
const STEAM_ID = '76561197960287930';
const provider: SteamProvider = { kind: 'steam', name: 'steam', endpoint: ENDPOINT };

function assertion(overrides: Record<string, string | null> = {}): URLSearchParams {
  const values: Record<string, string | null> = {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': ENDPOINT,
    'openid.claimed_id': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
    'openid.identity': `https://steamcommunity.com/openid/id/${STEAM_ID}`,
    'openid.return_to': RETURN_TO,
    'openid.response_nonce': '2026-11-23T07:59:30Zx1y2',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
    state: 'abc',
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null) params.set(key, value);
  return params;
}

const check = (params: URLSearchParams, now = NOW) => checkSteamAssertion(params, { endpoint: ENDPOINT, returnTo: RETURN_TO, now });

describe('Steam OpenID 2.0 assertions', () => {
  it('asks for identifier_select with our return_to and realm', () => {
    const url = steamAuthorizationUrl(provider, RETURN_TO);
    expect(url.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(url.searchParams.get('openid.return_to')).toBe(RETURN_TO);
    expect(url.searchParams.get('openid.realm')).toBe('https://shop.example');
    expect(url.searchParams.get('openid.claimed_id')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
  });

  it('accepts a fresh, signed assertion about a SteamID64 for our return_to', () => {
    expect(check(assertion())).toEqual({ kind: 'valid', steamId: STEAM_ID });
  });

  it('reads a cancel as access denied', () => {
    expect(check(assertion({ 'openid.mode': 'cancel' }))).toEqual({ kind: 'denied' });
  });

  it.each([
    ['another endpoint', { 'openid.op_endpoint': 'https://evil.example/openid' }],
    ['another return_to', { 'openid.return_to': 'https://shop.example/user/callback/steam?state=other' }],
    ['a claimed id that is not Steam', { 'openid.claimed_id': 'https://evil.example/openid/id/76561197960287930' }],
    [
      'a short Steam id',
      { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/123', 'openid.identity': 'https://steamcommunity.com/openid/id/123' },
    ],
    ['plain http', { 'openid.claimed_id': `http://steamcommunity.com/openid/id/${STEAM_ID}` }],
    ['identity differing from claimed_id', { 'openid.identity': 'https://steamcommunity.com/openid/id/76561197960287931' }],
    ['a stale nonce', { 'openid.response_nonce': '2026-11-23T07:54:59Zab' }],
    ['a nonce from the future', { 'openid.response_nonce': '2026-11-23T08:01:30Zab' }],
    ['a nonce without time', { 'openid.response_nonce': 'abc' }],
    ['return_to left unsigned', { 'openid.signed': 'op_endpoint,claimed_id,identity,response_nonce,assoc_handle' }],
    ['no signature', { 'openid.sig': null }],
    ['another mode', { 'openid.mode': 'setup_needed' }],
  ])('refuses %s', (_name, overrides) => {
    expect(check(assertion(overrides)).kind).toBe('failed');
  });

  it('asks Steam to check the assertion, and trusts only is_valid:true', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      expect(body.get('openid.mode')).toBe('check_authentication');
      expect(body.get('openid.sig')).toBe('c2lnbmF0dXJl');
      expect(body.has('state')).toBe(false);
      return new Response('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    });
    const outcome = await completeSteam(provider, assertion(), RETURN_TO, { now: NOW, fetchImpl: fetchImpl as typeof fetch });
    expect(outcome).toEqual({
      kind: 'identity',
      identity: { providerUserId: STEAM_ID, email: null, emailVerified: false, displayName: null },
    });
    expect(fetchImpl).toHaveBeenCalledOnce();

    const refusing = vi.fn(async () => new Response('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n'));
    expect((await completeSteam(provider, assertion(), RETURN_TO, { now: NOW, fetchImpl: refusing as typeof fetch })).kind).toBe('failed');
  });

  it('never asks Steam about an assertion that fails the local checks', async () => {
    const fetchImpl = vi.fn();
    const outcome = await completeSteam(provider, assertion({ 'openid.return_to': 'https://evil.example/' }), RETURN_TO, {
      now: NOW,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(outcome.kind).toBe('failed');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('parses key-value form answers', () => {
    expect(parseKeyValueForm('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n').get('is_valid')).toBe('true');
  });
});
