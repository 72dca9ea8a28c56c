import { invalidResponse } from '@/lib/http/app';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { decideAuthorization, type DecisionOutcome } from '@/lib/memberships/app-authorization';
import { APP_AUTHORIZATION_COOKIE } from '@/lib/memberships/authorize-page';
import { authorizationDecisionSchema } from '@/lib/validation/app';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';

// Every refusal carries a message in the user's language, as every other refusal of the API.
const NOT_PENDING_MESSAGES = {
  pending: 'failed',
  approved: 'alreadyApproved',
  denied: 'alreadyDenied',
  expired: 'expired',
} as const satisfies Record<Extract<DecisionOutcome, { kind: 'notPending' }>['status'], keyof Messages['app']['authorize']>;

/**
 * POST /api/account/authorize-app `{ request_id, decision: 'approve' | 'deny' }` from the signed-in user's page
 * -> `{ status }`; 409 `{ status, message }` when the request was answered before or expired; 404 `{ status:
 * 'not_found', message }` for an unknown one.
 * Either way the request is settled for this browser: the cookie that brought the user here goes.
 */
export const POST = route(
  '/api/account/authorize-app',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ db, body, locale, signedIn }) => {
    const parsed = authorizationDecisionSchema.safeParse(body);
    if (!parsed.success) return invalidResponse(parsed.error, locale);
    const outcome = await decideAuthorization(db, {
      requestId: parsed.data.request_id,
      userId: signedIn.user.id,
      decision: parsed.data.decision,
    });
    const texts = messagesFor(locale).app.authorize;
    const [status, answer] =
      outcome.kind === 'decided'
        ? [200, { status: outcome.status }]
        : outcome.kind === 'notPending'
          ? [409, { status: outcome.status, message: texts[NOT_PENDING_MESSAGES[outcome.status]] }]
          : [404, { status: 'not_found', message: texts.notFound }];
    const headers = new Headers(PRIVATE_NO_STORE);
    headers.append('set-cookie', `${APP_AUTHORIZATION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return Response.json(answer, { status, headers });
  },
);
