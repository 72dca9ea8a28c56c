import { logNotOwned } from '@/lib/auth/audit';
import { appJson, appRefusal, appMessageResponse, instanceJson, invalidResponse } from '@/lib/http/app';
import { route } from '@/lib/http/route';
import { deactivateInstance } from '@/lib/memberships/instances';
import { instanceCallSchema } from '@/lib/validation/app';

/** POST /api/app/deactivate `{ instance_id, instance_kind? }` with the app token -> `{ instance }`; 404 for another account's. */
export const POST = route(
  '/api/app/deactivate',
  { appToken: true, body: 'json', refuse: appRefusal },
  async ({ request, db, body, locale, caller }) => {
    const parsed = instanceCallSchema.safeParse(body);
    if (!parsed.success) return invalidResponse(parsed.error, locale);
    const outcome = await deactivateInstance(db, caller, parsed.data.instance_id, new Date(), parsed.data.instance_kind);
    if (outcome.kind !== 'ok') {
      logNotOwned(
        request,
        caller.userId,
        parsed.data.instance_kind === 'license' ? 'licenseInstance' : 'instance',
        parsed.data.instance_id,
      );
      return appMessageResponse(404, 'notFound', locale);
    }
    return appJson({ instance: instanceJson(outcome.instance) });
  },
);
