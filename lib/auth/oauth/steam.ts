import type { ProviderIdentity } from './identity';
import type { SteamProvider } from './providers';

// Steam signs in with OpenID 2.0 (https://openid.net/specs/openid-authentication-2_0.html): the browser
// goes to Steam with checkid_setup, comes back with a signed positive assertion, and we ask Steam with
// check_authentication whether it made that assertion. Before asking, the assertion must be about a
// Steam id, come from the configured endpoint, be addressed to our return_to (which carries the flow's
// state) and be fresh.

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
// A SteamID64 in Steam's claimed id (https://partner.steamgames.com/doc/features/auth#website).
const CLAIMED_ID_PATTERN = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** How old a response_nonce may be (clock skew included), and how far in the future. */
export const STEAM_NONCE_MAX_AGE_MS = 5 * 60 * 1000;
const STEAM_NONCE_MAX_SKEW_MS = 60 * 1000;
const MUST_BE_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

export type SteamOutcome = { kind: 'identity'; identity: ProviderIdentity } | { kind: 'denied' } | { kind: 'failed'; reason: string };

export function steamAuthorizationUrl(provider: SteamProvider, returnTo: string): URL {
  const url = new URL(provider.endpoint);
  url.searchParams.set('openid.ns', OPENID_NS);
  url.searchParams.set('openid.mode', 'checkid_setup');
  url.searchParams.set('openid.return_to', returnTo);
  url.searchParams.set('openid.realm', new URL(returnTo).origin);
  url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
  url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
  return url;
}

/** The time a response_nonce was made: it starts with a UTC timestamp such as 2026-11-23T07:51:05Z. */
function nonceTime(nonce: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/.exec(nonce);
  if (!match?.[1]) return null;
  const time = Date.parse(match[1]);
  return Number.isNaN(time) ? null : time;
}

/**
 * The checks that need no call to Steam: a positive assertion from the configured endpoint, about a
 * SteamID64, for exactly our return_to, with a fresh nonce, signed over every field we rely on.
 */
export function checkSteamAssertion(
  params: URLSearchParams,
  expected: { endpoint: string; returnTo: string; now: Date },
): { kind: 'valid'; steamId: string } | { kind: 'denied' } | { kind: 'failed'; reason: string } {
  const get = (key: string) => params.get(`openid.${key}`);
  const mode = get('mode');
  if (mode === 'cancel') return { kind: 'denied' };
  if (mode !== 'id_res') return { kind: 'failed', reason: `mode ${mode ?? 'missing'}` };
  if (get('ns') !== OPENID_NS) return { kind: 'failed', reason: 'not an OpenID 2.0 answer' };
  if (get('op_endpoint') !== expected.endpoint) return { kind: 'failed', reason: 'another endpoint made the assertion' };
  if (get('return_to') !== expected.returnTo) return { kind: 'failed', reason: 'return_to is not ours' };
  const claimedId = get('claimed_id') ?? '';
  const steamId = CLAIMED_ID_PATTERN.exec(claimedId)?.[1];
  if (!steamId) return { kind: 'failed', reason: 'claimed_id is not a Steam id' };
  if (get('identity') !== claimedId) return { kind: 'failed', reason: 'identity differs from claimed_id' };
  const issued = nonceTime(get('response_nonce') ?? '');
  if (issued === null) return { kind: 'failed', reason: 'response_nonce has no time' };
  const age = expected.now.getTime() - issued;
  if (age > STEAM_NONCE_MAX_AGE_MS || age < -STEAM_NONCE_MAX_SKEW_MS) return { kind: 'failed', reason: 'response_nonce is stale' };
  const signed = new Set((get('signed') ?? '').split(','));
  const unsigned = MUST_BE_SIGNED.filter((field) => !signed.has(field));
  if (unsigned.length > 0) return { kind: 'failed', reason: `not signed: ${unsigned.join(', ')}` };
  if (!get('sig')) return { kind: 'failed', reason: 'no signature' };
  return { kind: 'valid', steamId };
}

/** Parses an OpenID key-value form answer ("is_valid:true\nns:...\n"). */
export function parseKeyValueForm(body: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of body.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) values.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return values;
}

/** The checks above, then check_authentication: Steam confirms the signature and that the nonce is unused. */
export async function completeSteam(
  provider: SteamProvider,
  params: URLSearchParams,
  returnTo: string,
  { now = new Date(), fetchImpl = fetch }: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<SteamOutcome> {
  const checked = checkSteamAssertion(params, { endpoint: provider.endpoint, returnTo, now });
  if (checked.kind !== 'valid') return checked;
  const body = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith('openid.')) body.set(key, value);
  body.set('openid.mode', 'check_authentication');
  try {
    const response = await fetchImpl(provider.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { kind: 'failed', reason: `check_authentication answered ${response.status}` };
    const answer = parseKeyValueForm(await response.text());
    if (answer.get('is_valid') !== 'true') return { kind: 'failed', reason: 'Steam did not confirm the assertion' };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  // Steam tells no e-mail: a Steam account signs in only once connected to an account.
  return { kind: 'identity', identity: { providerUserId: checked.steamId, email: null, emailVerified: false, displayName: null } };
}
