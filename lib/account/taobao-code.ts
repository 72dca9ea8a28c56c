import { consumeRateLimit } from '@/lib/runtime/rate-limit';
import { type ApplyTaobaoOutcome, applyTaobaoCode } from '@/lib/commerce/taobao';
import type { Database } from '@/lib/db/client';
import { taobaoCodeSchema } from '@/lib/validation/taobao';
import { ACCOUNT_RATE_LIMITS } from './limits';

// spec 2 /user/taobao-purchase: the signed-in account applies a code. Every attempt counts against the
// account's and the address's budgets before the code is looked up, so codes cannot be guessed by trying.

export type TaobaoRequestOutcome = ApplyTaobaoOutcome | { kind: 'rateLimited'; retryAfterSeconds: number };

export async function applyTaobaoCodeRequest(db: Database, userId: number, ip: string, body: unknown): Promise<TaobaoRequestOutcome> {
  for (const [rule, key] of [
    [ACCOUNT_RATE_LIMITS.taobaoCodePerUser, String(userId)],
    [ACCOUNT_RATE_LIMITS.taobaoCodePerIp, ip],
  ] as const) {
    const verdict = await consumeRateLimit(db, rule, key);
    if (!verdict.allowed) return { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const parsed = taobaoCodeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'refused', reason: 'invalidCode' };
  return applyTaobaoCode(db, userId, parsed.data.code);
}
