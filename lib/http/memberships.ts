import type { z } from 'zod';
import { NAMED_ERROR_CODES } from '@/lib/api/error-codes';
import { logNotOwned } from '@/lib/auth/audit';
import type { ResolvedSession } from '@/lib/auth/sessions';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import type { AutochargeOutcome } from '@/lib/memberships/autocharge';
import { issueField } from '@/lib/validation/field-errors';
import { membershipWriteSchema, subscriptionQuerySchema } from '@/lib/validation/membership';
import { PRIVATE_NO_STORE } from './responses';
import { searchParam } from './route';

// The answers of the account's membership calls (spec 7 /api/account/licenses, /api/account/autocharge/*,
// the page's revoke): a subscription or PC that is not the caller's is 404, as if it did not exist. Their
// routes are 'customer' routes (lib/http/route.ts): spec 6 bars resellers from /account.

type ApiKey = keyof Messages['shop']['membership']['api'];

export function membershipMessage(status: number, key: ApiKey, locale: Locale): Response {
  return Response.json({ message: messagesFor(locale).shop.membership.api[key] }, { status, headers: PRIVATE_NO_STORE });
}

export function invalidMembershipCall(error: z.ZodError, locale: Locale): Response {
  const message = messagesFor(locale).shop.membership.api.invalid;
  const errors = error.issues.map((issue) => ({ field: issueField(issue), code: 'invalid', message }));
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
      return Response.json(
        { success: true, subscription_id: outcome.subscriptionId, status: outcome.status },
        { headers: PRIVATE_NO_STORE },
      );
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
  const message = messagesFor(locale).shop.membership.api.revokePaused.replace('{date}', date);
  return Response.json(
    { code: NAMED_ERROR_CODES.revokePaused, message, paused_until: until.toISOString() },
    { status: 409, headers: PRIVATE_NO_STORE },
  );
}
