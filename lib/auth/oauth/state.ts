import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { OAUTH_PROVIDER_IDS, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import { config, type Environment } from '@/lib/config';
import type { Locale } from '@/lib/i18n/config';
import { localeSchema } from '@/lib/i18n/locale-schema';
import { localRedirectPath } from '@/lib/site/url';
import { OAUTH_PROVIDER_ORDER, oauthProvider } from './providers';

// What the browser carries between the start of a sign-in and the provider's answer: the state and the
// PKCE verifier (and the OpenID Connect nonce), which intent the flow has, and where to go afterwards. It
// lives in a short-lived HttpOnly, SameSite=Lax cookie, signed with HMAC-SHA256 so nothing in it can be
// changed, and is cleared when the flow completes, so it works once.

export const OAUTH_INTENTS = ['sign-in', 'connect'] as const;
export type OAuthIntent = (typeof OAUTH_INTENTS)[number];

/** Ten minutes to choose at the provider; after that the callback says the sign-in has expired. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

const savedStateSchema = z.object({
  provider: z.enum(Object.keys(OAUTH_PROVIDER_IDS) as [OAuthProviderName, ...OAuthProviderName[]]),
  intent: z.enum(OAUTH_INTENTS),
  state: z.string().min(32).max(128),
  verifier: z.string().min(43).max(128),
  nonce: z.string().min(32).max(128),
  returnUrl: z.string().max(2000).nullable(),
  locale: localeSchema,
  issuedAt: z.number().int(),
});

export type OAuthState = z.infer<typeof savedStateSchema>;

export function newOAuthState(
  provider: OAuthProviderName,
  intent: OAuthIntent,
  { returnUrl, locale, now = new Date() }: { returnUrl: string | null; locale: Locale; now?: Date },
): OAuthState {
  return {
    provider,
    intent,
    state: oauth.generateRandomState(),
    verifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
    // Only a path on this site survives (no open redirect through the callback).
    returnUrl: returnUrl ? localRedirectPath(returnUrl) : null,
    locale,
    issuedAt: now.getTime(),
  };
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** The cookie's value: the payload in base64url, a dot, its HMAC. */
export function sealOAuthState(saved: OAuthState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(saved)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The saved flow, or null when the cookie is missing, altered, malformed or older than the TTL. */
export function openOAuthState(value: string | undefined, secret: string, now: Date = new Date()): OAuthState | null {
  if (!value) return null;
  const [payload, mac, extra] = value.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = savedStateSchema.safeParse(json);
  if (!parsed.success) return null;
  const age = now.getTime() - parsed.data.issuedAt;
  return age >= 0 && age <= OAUTH_STATE_TTL_MS ? parsed.data : null;
}

/** Compares two secrets in constant time (the state the provider sent back against the saved one). */
export function sameSecret(a: string | null | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

export function oauthStateCookieName({ secure }: { secure: boolean }): string {
  return secure ? '__Host-oauth' : 'oauth';
}

let processSecret: string | undefined;

/**
 * The key the cookie is signed with: OAUTH_STATE_SECRET, else one derived from the configured client
 * secrets (the same in every instance), else (Steam only, no secret set) a random key of this process,
 * which holds for one server process; several instances then need OAUTH_STATE_SECRET.
 */
export function oauthStateSecret(env?: Environment): string {
  const configured = config(env).env.OAUTH_STATE_SECRET;
  if (configured) return configured;
  const clientSecrets = OAUTH_PROVIDER_ORDER.map((name) => oauthProvider(name, env))
    .flatMap((provider) => (provider?.kind === 'oauth2' ? [provider.clientSecret] : []))
    .join('\n');
  if (clientSecrets) return createHash('sha256').update(`remapper oauth state\n${clientSecrets}`).digest('base64url');
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

/** The saved flow in the state cookie's value, when it is intact and fresh. */
export function savedOAuthState(cookieValue: string | undefined): OAuthState | null {
  return openOAuthState(cookieValue, oauthStateSecret());
}
