import { z } from 'zod';
import type { OAuthProviderName } from '@/lib/auth/oauth-providers';

// The provider's account as this shop sees it: keyed on the provider's own user id. The e-mail counts
// only when the provider itself says it verified it; an unverified one never creates or links an account.

export interface ProviderIdentity {
  providerUserId: string;
  /** Lower-case, and null when the provider gave none or it is not a usable address. */
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

const emailSchema = z.email().max(254);

function usableEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}

function text(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

function id(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && /^[\w.@:|-]{1,255}$/.test(value) ? value : null;
}

/**
 * The identity in a provider's user-info answer, or null when it names no user id.
 * - Google (OpenID Connect): `sub`, `email`, `email_verified`.
 * - Discord: `id`, `email`, `verified` (whether the e-mail is verified).
 * - Facebook: `id`, `email`, `name`. The Graph API says nothing about verification, so a Facebook e-mail
 *   never counts as verified: a Facebook account signs in only once connected to an account.
 */
export function identityFromUserInfo(provider: Exclude<OAuthProviderName, 'steam'>, info: unknown): ProviderIdentity | null {
  if (typeof info !== 'object' || info === null) return null;
  const claims = info as Record<string, unknown>;
  const providerUserId = id(provider === 'google' ? claims.sub : claims.id);
  if (!providerUserId) return null;
  const email = usableEmail(claims.email);
  const verified =
    provider === 'google'
      ? claims.email_verified === true || claims.email_verified === 'true'
      : provider === 'discord'
        ? claims.verified === true
        : false;
  const displayName = provider === 'discord' ? (text(claims.global_name) ?? text(claims.username)) : text(claims.name);
  return { providerUserId, email, emailVerified: Boolean(email) && verified, displayName };
}
