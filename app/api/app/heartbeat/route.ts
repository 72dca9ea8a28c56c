import { logNotOwned } from '@/lib/auth/audit';
import { appJson, appRefusal, appMessageResponse, instanceJson, invalidResponse, planJson, refusalResponse } from '@/lib/http/app';
import { route } from '@/lib/http/route';
import { heartbeatInstance } from '@/lib/memberships/instances';
import { instanceCallSchema } from '@/lib/validation/app';

/**
 * POST /api/app/heartbeat `{ instance_id, instance_kind?, version? }` with the app token -> `{ instance, plan }`;
 * 404 for an instance that is not the account's or no longer active (deactivated); 409 when the account's plan
 * ended. A PC revoked from the account page took this token with it: 401 before the handler runs. `instance_kind`
 * 'license' for a PC activated on a legacy licence.
 */
export const POST = route(
  '/api/app/heartbeat',
  { appToken: true, body: 'json', refuse: appRefusal },
  async ({ request, db, body, locale, caller }) => {
    const parsed = instanceCallSchema.safeParse(body);
    if (!parsed.success) return invalidResponse(parsed.error, locale);
    const outcome = await heartbeatInstance(db, caller, {
      instanceId: parsed.data.instance_id,
      kind: parsed.data.instance_kind,
      version: parsed.data.version,
    });
    if (outcome.kind === 'notFound') {
      logNotOwned(
        request,
        caller.userId,
        parsed.data.instance_kind === 'license' ? 'licenseInstance' : 'instance',
        parsed.data.instance_id,
      );
      return appMessageResponse(404, 'notFound', locale);
    }
    if (outcome.kind === 'ended') return appMessageResponse(404, 'notFound', locale);
    if (outcome.kind === 'refused') return refusalResponse(outcome.reason, outcome.pcNum, locale);
    return appJson({ instance: instanceJson(outcome.instance), plan: planJson(outcome.plan) });
  },
);
