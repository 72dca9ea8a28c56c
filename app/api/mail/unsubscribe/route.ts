import { unsubscribeByToken } from '@/lib/account/mail-preferences';
import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { messageAnswer } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { messagesFor } from '@/lib/i18n/held-messages';
import { isOneClickUnsubscribe } from '@/lib/mail/lists';

/**
 * POST /api/mail/unsubscribe?token= with the body `List-Unsubscribe=One-Click` (RFC 8058): the mail client's
 * one-click unsubscribe of a list mail's List-Unsubscribe header, with no page and no sign-in. It comes from
 * the mail provider, not from the site, so there is no Origin to check: the signed token, which names one
 * account and one list, is what makes it safe to accept from anywhere.
 */
export const POST = route(
  '/api/mail/unsubscribe',
  { body: 'text', maxBodyBytes: 1024, rateLimits: [[ACCOUNT_RATE_LIMITS.mailPreferencesPerIp, 'ip']] },
  async ({ db, body, locale, request }) => {
    const texts = messagesFor(locale).profile.mailPreferences;
    if (!isOneClickUnsubscribe(body, request.headers.get('content-type'))) return messageAnswer(400, texts.oneClickRefused);
    if (!(await unsubscribeByToken(db, searchParam(request, 'token')))) return messageAnswer(403, texts.invalidLink);
    return messageAnswer(200, texts.unsubscribed);
  },
);
