import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { allMailTexts } from '@/lib/commerce/payments';
import { kickMailWorker } from '@/lib/mail/worker';
import { log } from '@/lib/observability/log';
import { paymentProvider } from '@/lib/commerce/payment-providers';
import { processRenewals } from './renewals';

// The in-process renewal worker of each app instance (started by instrumentation.ts): every few minutes it
// schedules the renewals due within a day and works the due ones (lib/memberships/renewals.ts). Several
// instances each run one; the claim keeps a renewal to one worker. RENEWALS=off turns it off.

const processState = globalThis as typeof globalThis & { __remapperRenewalTimer?: NodeJS.Timeout };

export async function runRenewalsOnce(): Promise<void> {
  const outcomes = await processRenewals(getDb(), { provider: paymentProvider(), texts: await allMailTexts() });
  if (outcomes.length === 0) return;
  kickMailWorker();
  log.info({ renewals: outcomes.map((outcome) => outcome.kind) }, 'Renewals worked');
}

export function startRenewalWorker(intervalMs = config().env.RENEWALS_INTERVAL_MS): void {
  if (config().env.RENEWALS === 'off' || processState.__remapperRenewalTimer) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runRenewalsOnce()
      .catch((error: unknown) => log.error({ err: error }, 'The renewal worker could not run'))
      .finally(() => {
        running = false;
      });
  };
  processState.__remapperRenewalTimer = setInterval(tick, intervalMs);
  processState.__remapperRenewalTimer.unref();
  tick();
}
