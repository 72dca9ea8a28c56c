import { NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { outboxReadable } from '@/lib/mail/config';
import { listOutboxMails } from '@/lib/mail/outbox';

/**
 * GET /api/dev/outbox?to=&kind=&limit=: the development outbox as JSON, newest first, each mail with its
 * links, so an end-to-end test can follow the link of a mail. 404 where the outbox is off (lib/mail/config.ts).
 */
export const GET = route('/api/dev/outbox', {}, async ({ request, db }) => {
  if (!outboxReadable()) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  const limit = Number(searchParam(request, 'limit'));
  const mails = await listOutboxMails({
    db,
    to: searchParam(request, 'to') || undefined,
    kind: searchParam(request, 'kind') || undefined,
    limit: Number.isInteger(limit) && limit > 0 ? limit : undefined,
  });
  return Response.json({ mails }, { headers: NO_STORE });
});
