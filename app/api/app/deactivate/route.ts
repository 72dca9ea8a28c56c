import { getDb } from '@/lib/db/client';
import { appJson, appMessageResponse, appTokenRoute, instanceJson, invalidResponse } from '@/lib/memberships/app-http';
import { deactivateInstance } from '@/lib/memberships/instances';
import { instanceCallSchema } from '@/lib/validation/app';

/** POST /api/app/deactivate `{ instance_id, instance_kind? }` with the app token -> `{ instance }`; 404 for another account's. */
export const POST = appTokenRoute('/api/app/deactivate', async ({ body, locale, caller }) => {
  const parsed = instanceCallSchema.safeParse(body);
  if (!parsed.success) return invalidResponse(parsed.error, locale);
  const outcome = await deactivateInstance(getDb(), caller, parsed.data.instance_id, new Date(), parsed.data.instance_kind);
  if (outcome.kind !== 'ok') return appMessageResponse(404, 'notFound', locale);
  return appJson({ instance: instanceJson(outcome.instance) });
});
