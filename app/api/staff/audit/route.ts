import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { latestStaffActions } from '@/lib/staff/audit-log';

/** GET /api/staff/audit (issue 20): the latest staff actions, newest first, with who, when, what, before and after. */
export const GET = route('/api/staff/audit', { session: 'staff' }, async ({ db }) => {
  const rows = await latestStaffActions(db);
  return Response.json(
    {
      entries: rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
});
