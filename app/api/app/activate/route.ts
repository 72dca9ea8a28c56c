import { appJson, appRefusal, instanceJson, invalidResponse, planJson, refusalResponse } from '@/lib/http/app';
import { route } from '@/lib/http/route';
import { activateInstance } from '@/lib/memberships/instances';
import { activateSchema } from '@/lib/validation/app';

/**
 * POST /api/app/activate `{ device_id, device_name, version }` with the app token -> `{ instance, plan,
 * trial_started }` (201 for a new PC, 200 for one activated before); `plan.kind` 'license' (with
 * `serial_number`) for a PC on a legacy licence. 409 `{ code, message, pc_num }` when neither the plan nor a
 * licence has a free PC (PC_LIMIT_REACHED) or the account has none (NO_ACTIVE_PLAN).
 */
export const POST = route(
  '/api/app/activate',
  { appToken: true, body: 'json', refuse: appRefusal },
  async ({ db, body, locale, caller }) => {
    const parsed = activateSchema.safeParse(body);
    if (!parsed.success) return invalidResponse(parsed.error, locale);
    const outcome = await activateInstance(db, caller, parsed.data);
    if (outcome.kind === 'refused') return refusalResponse(outcome.reason, outcome.pcNum, locale);
    return appJson(
      { instance: instanceJson(outcome.instance), plan: planJson(outcome.plan), trial_started: outcome.trialStarted },
      outcome.created ? 201 : 200,
    );
  },
);
