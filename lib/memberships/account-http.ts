import type { z } from 'zod';
import { PRIVATE_NO_STORE } from '@/lib/account/http';
import type { ResolvedSession } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { consumeRateLimit } from '@/lib/http/rate-limit';
import { searchParam } from '@/lib/http/route';
import { logNotOwned } from '@/lib/auth/audit';
import { authMessageResponse } from '@/lib/auth/http';
import { getDb } from '@/lib/db/client';
import { membershipWriteSchema, subscriptionQuerySchema } from '@/lib/validation/membership';
import type { AutochargeOutcome } from './autocharge';
import { MEMBERSHIP_RATE_LIMITS } from './limits';

// The HTTP side of the account's membership calls (spec 7 /api/account/licenses, /api/account/autocharge/*,
// the page's revoke): spec 6 bars resellers from /account, so they are refused here too; a subscription or
// PC that is not the caller's is 404, as if it did not exist.

type ApiKey = keyof (typeof messagesByLocale)['en']['shop']['membership']['api'];

export function membershipMessage(status: number, key: ApiKey, locale: Locale): Response {
  return Response.json({ message: messagesByLocale[locale].shop.membership.api[key] }, { status, headers: PRIVATE_NO_STORE });
}

/** spec 6: 403 for a reseller, else null. */
export function resellerRefusal(signedIn: ResolvedSession, locale: Locale): Response | null {
  return signedIn.user.isPartner ? membershipMessage(403, 'resellersOnly', locale) : null;
}

/** A write of the membership: 403 for a reseller, 429 with Retry-After past the account's budget, else null. */
export async function membershipWriteRefusal(signedIn: ResolvedSession, locale: Locale): Promise<Response | null> {
  const refused = resellerRefusal(signedIn, locale);
  if (refused) return refused;
  const verdict = await consumeRateLimit(getDb(), MEMBERSHIP_RATE_LIMITS.writesPerUser, String(signedIn.user.id));
  return verdict.allowed ? null : authMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(verdict.retryAfterSeconds) });
}

export function invalidMembershipCall(error: z.ZodError, locale: Locale): Response {
  const message = messagesByLocale[locale].shop.membership.api.invalid;
  const errors = error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', code: 'invalid', message }));
  return Response.json({ message, errors }, { status: 422, headers: PRIVATE_NO_STORE });
}

/** `?subscription_id=` (and, for a write, the body) checked: the id, or the 422 answer. */
export function parseSubscriptionCall(request: Request, locale: Locale, body?: Record<string, unknown>): number | Response {
  if (body !== undefined) {
    const parsedBody = membershipWriteSchema.safeParse(body);
    if (!parsedBody.success) return invalidMembershipCall(parsedBody.error, locale);
  }
  const parsed = subscriptionQuerySchema.safeParse({ subscription_id: searchParam(request, 'subscription_id') ?? undefined });
  return parsed.success ? parsed.data.subscription_id : invalidMembershipCall(parsed.error, locale);
}

/** `{ success, subscription_id, status }`, or the refusal: 404 not the caller's (logged), 409 not possible now. */
export function autochargeResponse(
  outcome: AutochargeOutcome,
  { request, signedIn, subscriptionId, locale }: { request: Request; signedIn: ResolvedSession; subscriptionId: number; locale: Locale },
): Response {
  switch (outcome.kind) {
    case 'ok':
      return Response.json({ success: true, subscription_id: outcome.subscriptionId, status: outcome.status }, { headers: PRIVATE_NO_STORE });
    case 'notFound':
      logNotOwned(request, signedIn.user.id, 'subscription', subscriptionId);
      return membershipMessage(404, 'subscriptionNotFound', locale);
    case 'refused':
      return membershipMessage(409, outcome.reason, locale);
  }
}

/** spec 4 "Revoke is sometimes paused until a shown date, with a support link": 409 with the date. */
export function revokePausedResponse(until: Date, locale: Locale): Response {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(until);
  const message = messagesByLocale[locale].shop.membership.api.revokePaused.replace('{date}', date);
  return Response.json({ code: 'REVOKE_PAUSED', message, paused_until: until.toISOString() }, { status: 409, headers: PRIVATE_NO_STORE });
}
