import { type DatabaseOrTransaction, getDb } from '@/lib/db/client';
import { log } from '@/lib/observability/log';
import { mailDelivery } from './config';
import { deliverDueMails } from './deliver';
import { type MailTransport, transportFor } from './transports';

// The in-process worker of each app instance (started by instrumentation.ts): it delivers right after a
// mail is queued (kickMailWorker) and looks for due retries on a timer. Several instances each run one;
// the queue's claim keeps them from sending a mail twice.

export interface MailWorkerOptions {
  db: () => DatabaseOrTransaction;
  transport: MailTransport;
  /** How often due retries are looked for. */
  intervalMs?: number;
}

// Retries wait a minute at least (lib/mail/retry-policy.ts), and new mails come with a kick.
const DEFAULT_INTERVAL_MS = 15_000;

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private run: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? DEFAULT_INTERVAL_MS);
    // The timer alone must not keep a process alive that is otherwise done.
    this.timer.unref();
    this.kick();
  }

  /** Delivers what is due now; during a run, one more run follows it (a mail may have come after its claim). */
  kick(): void {
    if (this.stopped) return;
    if (this.run) {
      this.runAgain = true;
      return;
    }
    this.run = this.runUntilQuiet().finally(() => {
      this.run = undefined;
    });
  }

  /** Resolves when no run is going on (tests wait for deliveries with it). */
  async idle(): Promise<void> {
    while (this.run) await this.run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    this.options.transport.close();
  }

  private async runUntilQuiet(): Promise<void> {
    do {
      this.runAgain = false;
      try {
        await deliverDueMails(this.options.db(), this.options.transport);
      } catch (error) {
        // The database may be away for a moment; the mails wait in it, and the next tick tries again.
        log.error({ err: error }, 'The mail worker could not deliver');
      }
    } while (this.runAgain && !this.stopped);
  }
}

// Next bundles instrumentation.ts and the route handlers separately, so a module variable would not be
// shared between them; the process's worker lives on globalThis.
const processState = globalThis as typeof globalThis & { __remapperMailWorker?: MailWorker };

/**
 * Starts this process's worker on the configured delivery (lib/mail/config.ts); options replace parts of
 * it (tests). Without a transport (production without SMTP) nothing starts and mails stay queued.
 */
export function startMailWorker(options: Partial<MailWorkerOptions> = {}): MailWorker | undefined {
  if (processState.__remapperMailWorker) return processState.__remapperMailWorker;
  const delivery = mailDelivery();
  const transport = options.transport ?? transportFor(delivery);
  if (!transport) {
    log.warn(`Mails are queued but not sent: ${delivery.kind === 'held' ? delivery.reason : 'no transport'}.`);
    return undefined;
  }
  if (!options.transport) {
    log.info(delivery.kind === 'smtp' ? 'Mail is sent over SMTP.' : 'Mail goes to the development outbox: /dev/outbox.');
  }
  const worker = new MailWorker({ db: getDb, ...options, transport });
  processState.__remapperMailWorker = worker;
  worker.start();
  return worker;
}

/** Asks this process's worker to deliver now; call it after the transaction that queued a mail commits. */
export function kickMailWorker(): void {
  processState.__remapperMailWorker?.kick();
}

export async function stopMailWorker(): Promise<void> {
  const worker = processState.__remapperMailWorker;
  processState.__remapperMailWorker = undefined;
  await worker?.stop();
}
