import { logNotOwned } from '@/lib/auth/audit';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { invalidBody } from '@/lib/http/oauth';
import { disconnectProvider } from '@/lib/auth/oauth/link';
import { disconnectSchema } from '@/lib/auth/oauth/schemas';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * spec 7 POST /api/auth/disconnect-google-oauth `{ id }`: removes the signed-in user's connection `id`, of
 * any provider; 422 `{ result: 'last-sign-in-method' }` when it is the account's only way to sign in.
 */
export const POST = route(
  '/api/auth/disconnect-google-oauth',
  { sameOrigin: true, body: 'json', session: 'user' },
  async ({ request, db, body, locale, signedIn }) => {
    const parsed = disconnectSchema.safeParse(body);
    if (!parsed.success) return invalidBody(parsed.error.issues, locale);
    const outcome = await disconnectProvider(db, signedIn.user.id, parsed.data.id);
    const texts = messagesFor(locale).oauth.api;
    switch (outcome.kind) {
      case 'disconnected':
        return Response.json({ success: true, message: texts.disconnected }, { headers: NO_STORE });
      case 'notFound':
        logNotOwned(request, signedIn.user.id, 'oauthConnection', parsed.data.id);
        return Response.json({ message: texts.connectionNotFound }, { status: 404, headers: NO_STORE });
      case 'lastSignInMethod':
        return Response.json({ result: 'last-sign-in-method', message: texts.lastSignInMethod }, { status: 422, headers: NO_STORE });
    }
  },
);
