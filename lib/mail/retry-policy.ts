// Issue "a failed mail is retried, never lost": after a failed attempt a mail waits twice as long as after
// the one before (1 min, 2, 4 ... capped at 2 h), which rides out an SMTP outage of about 18 hours. Then
// it is marked failed, and kept: `npm run mail:retry-failed` queues failed mails again.

export const MAX_MAIL_ATTEMPTS = 16;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 2 * 60 * 60_000;

/** How long a mail waits after its `attempt`th failed attempt (1-based). */
export function retryDelayMs(attempt: number): number {
  const doublings = Math.max(0, attempt - 1);
  // 2 ** 7 minutes is past the cap already; stopping there keeps the number small.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 7), LONGEST_RETRY_MS);
}

/** Whether a mail whose `attempt`th attempt just failed gets another one. */
export function shouldRetry(attempt: number): boolean {
  return attempt < MAX_MAIL_ATTEMPTS;
}

/**
 * How long a worker may hold a claimed mail before another worker may take it: far longer than an SMTP
 * conversation may last (lib/mail/transports.ts caps each at a minute), so a live worker never loses one.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
