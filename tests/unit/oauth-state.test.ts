import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityFromUserInfo } from '@/lib/auth/oauth/identity';
import { oauth2AuthorizationUrl } from '@/lib/auth/oauth/oauth2';
import { configuredOAuthProviders, type OAuth2Provider, oauthProvider } from '@/lib/auth/oauth/providers';
import { newOAuthState, OAUTH_STATE_TTL_MS, oauthStateSecret, openOAuthState, sameSecret, sealOAuthState } from '@/lib/auth/oauth/state';

const T0 = new Date('2026-11-23T08:00:00Z');
const SECRET = 'a test secret';

describe('the state cookie', () => {
  const saved = newOAuthState('google', 'sign-in', { returnUrl: '/account/orders?page=2', locale: 'zh-CN', now: T0 });

  it('carries fresh random state, PKCE verifier and nonce', () => {
    const other = newOAuthState('google', 'sign-in', { returnUrl: null, locale: 'en', now: T0 });
    expect(saved.state).not.toBe(other.state);
    expect(saved.verifier).not.toBe(other.verifier);
    expect(saved.nonce).not.toBe(other.nonce);
    expect(saved.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it('opens what it sealed, within the TTL', () => {
    const value = sealOAuthState(saved, SECRET);
    expect(openOAuthState(value, SECRET, new Date(T0.getTime() + 60_000))).toEqual(saved);
    expect(openOAuthState(value, SECRET, new Date(T0.getTime() + OAUTH_STATE_TTL_MS + 1))).toBeNull();
    expect(openOAuthState(value, SECRET, new Date(T0.getTime() - 1))).toBeNull();
  });

  it('refuses a cookie signed with another key, altered, or malformed', () => {
    const value = sealOAuthState(saved, SECRET);
    expect(openOAuthState(value, 'another secret', T0)).toBeNull();
    const [payload, mac] = value.split('.');
    const altered = Buffer.from(JSON.stringify({ ...saved, intent: 'connect' })).toString('base64url');
    expect(openOAuthState(`${altered}.${mac}`, SECRET, T0)).toBeNull();
    expect(openOAuthState(`${payload}`, SECRET, T0)).toBeNull();
    expect(openOAuthState(`${payload}.${mac}.x`, SECRET, T0)).toBeNull();
    expect(openOAuthState(undefined, SECRET, T0)).toBeNull();
  });

  it('keeps only a path on this site as the return URL', () => {
    expect(newOAuthState('discord', 'connect', { returnUrl: 'https://evil.example/x', locale: 'en' }).returnUrl).toBe('/');
    expect(newOAuthState('discord', 'connect', { returnUrl: '//evil.example', locale: 'en' }).returnUrl).toBe('/');
    expect(saved.returnUrl).toBe('/account/orders?page=2');
  });

  it('compares the returned state in constant time and exactly', () => {
    expect(sameSecret(saved.state, saved.state)).toBe(true);
    expect(sameSecret(`${saved.state}x`, saved.state)).toBe(false);
    expect(sameSecret(null, saved.state)).toBe(false);
  });

  it('signs with OAUTH_STATE_SECRET, else a key derived from the client secrets', () => {
    expect(oauthStateSecret({ OAUTH_STATE_SECRET: 's' })).toBe('s');
    const google = { OAUTH_GOOGLE_CLIENT_ID: 'id', OAUTH_GOOGLE_CLIENT_SECRET: 'one' };
    expect(oauthStateSecret(google)).toBe(oauthStateSecret({ ...google }));
    expect(oauthStateSecret(google)).not.toBe(oauthStateSecret({ ...google, OAUTH_GOOGLE_CLIENT_SECRET: 'two' }));
  });
});

describe('provider configuration', () => {
  it('offers only the providers with credentials (Steam when enabled), in spec 3 order', () => {
    expect(configuredOAuthProviders({})).toEqual([]);
    expect(
      configuredOAuthProviders({
        OAUTH_STEAM_ENABLED: '1',
        OAUTH_DISCORD_CLIENT_ID: 'd',
        OAUTH_DISCORD_CLIENT_SECRET: 's',
        OAUTH_GOOGLE_CLIENT_ID: 'g',
      }),
    ).toEqual(['discord', 'steam']);
  });

  it('uses the real endpoints unless told otherwise', () => {
    const google = oauthProvider('google', { OAUTH_GOOGLE_CLIENT_ID: 'g', OAUTH_GOOGLE_CLIENT_SECRET: 's' }) as OAuth2Provider;
    expect(google.authorizeUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const local = oauthProvider('google', {
      OAUTH_GOOGLE_CLIENT_ID: 'g',
      OAUTH_GOOGLE_CLIENT_SECRET: 's',
      OAUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    }) as OAuth2Provider;
    expect(local.tokenUrl).toBe('http://127.0.0.1:9/token');
  });
});

describe('the authorization request', () => {
  const provider = oauthProvider('google', { OAUTH_GOOGLE_CLIENT_ID: 'client', OAUTH_GOOGLE_CLIENT_SECRET: 's' }) as OAuth2Provider;

  it('sends state, the S256 challenge of the verifier, and (OpenID Connect) the nonce', async () => {
    const saved = newOAuthState('google', 'sign-in', { returnUrl: null, locale: 'en' });
    const url = await oauth2AuthorizationUrl(provider, saved, 'http://localhost:3000/user/callback/google');
    const q = url.searchParams;
    expect(q.get('state')).toBe(saved.state);
    expect(q.get('nonce')).toBe(saved.nonce);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(saved.verifier).digest('base64url'));
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/user/callback/google');
    // The verifier itself never leaves the server.
    expect(url.toString()).not.toContain(saved.verifier);
  });
});

describe('identities from user info', () => {
  it.each([
    [
      'google',
      { sub: '123', email: 'A@Example.com', email_verified: true, name: 'A' },
      { providerUserId: '123', email: 'a@example.com', emailVerified: true },
    ],
    ['google', { sub: '123', email: 'a@example.com', email_verified: false }, { emailVerified: false }],
    [
      'discord',
      { id: '42', email: 'd@example.com', verified: true, username: 'dd' },
      { providerUserId: '42', emailVerified: true, displayName: 'dd' },
    ],
    ['discord', { id: '42', email: 'd@example.com', verified: false }, { emailVerified: false }],
    // Facebook says nothing about verification: never verified.
    ['facebook', { id: '7', email: 'f@example.com', name: 'F' }, { providerUserId: '7', email: 'f@example.com', emailVerified: false }],
    ['google', { sub: '1', email: 'not an address', email_verified: true }, { email: null, emailVerified: false }],
  ] as const)('%s %j', (provider, info, expected) => {
    expect(identityFromUserInfo(provider, info)).toMatchObject(expected);
  });

  it('names no identity without a user id', () => {
    expect(identityFromUserInfo('google', { email: 'a@example.com', email_verified: true })).toBeNull();
    expect(identityFromUserInfo('discord', null)).toBeNull();
  });
});
