import { jsonAnswer, messageAnswer, PRIVATE_NO_STORE } from '@/lib/http/responses';
import { accountApiRefusal, route } from '@/lib/http/route';
import { studioLakeToken } from '@/lib/content/studio-token';

/**
 * POST /api/studio/lake-token: the local Content Lake's token for the embedded Studio, asked before it mounts;
 * only from the site's own page, on this machine, in the local profile (lib/content/studio-token.ts).
 */
export const POST = route('/api/studio/lake-token', {}, async ({ request, locale }) => {
  const answer = studioLakeToken(request);
  switch (answer.kind) {
    case 'token':
      return jsonAnswer({ token: answer.token }, 200, PRIVATE_NO_STORE);
    case 'refused':
      return accountApiRefusal({ kind: 'forbidden' }, locale);
    case 'absent':
      return messageAnswer(404, 'Not found');
  }
});
