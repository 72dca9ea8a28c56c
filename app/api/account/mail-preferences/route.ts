import { mailPreferencesInputSchema, saveMailPreferences } from '@/lib/account/mail-preferences';
import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { sessionFromRequest } from '@/lib/auth/current-session';
import { messageAnswer, PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { messagesFor } from '@/lib/i18n/held-messages';
import { verifyUnsubscribeToken } from '@/lib/mail/unsubscribe-links';

/**
 * PUT /api/account/mail-preferences `{ marketing, renewalReminders, token? }` -> `{ message, preferences }`: the
 * mail lists of the signed-in account, or of the account a mailed unsubscribe link's `token` names (no
 * sign-in: the signed token is the proof). 403 for a token that is not good, 401 with neither.
 */
export const PUT = route(
  '/api/account/mail-preferences',
  { sameOrigin: true, body: 'json', rateLimits: [[ACCOUNT_RATE_LIMITS.mailPreferencesPerIp, 'ip']] },
  async ({ db, body, locale, request }) => {
    const texts = messagesFor(locale);
    const parsed = mailPreferencesInputSchema.safeParse(body);
    if (!parsed.success) return messageAnswer(400, texts.auth.api.badRequest);
    const { token, ...lists } = parsed.data;
    const userId = token === undefined ? (await sessionFromRequest(request))?.user.id : verifyUnsubscribeToken(token)?.userId;
    if (userId === undefined) {
      return token === undefined
        ? messageAnswer(401, texts.auth.api.signInRequired)
        : messageAnswer(403, texts.profile.mailPreferences.invalidLink);
    }
    const preferences = await saveMailPreferences(db, userId, lists);
    if (!preferences) return messageAnswer(403, texts.profile.mailPreferences.invalidLink);
    return Response.json({ message: texts.profile.mailPreferences.saved, preferences }, { headers: PRIVATE_NO_STORE });
  },
);
