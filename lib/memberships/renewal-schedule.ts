// spec 4 "Autocharge": when an auto-renewing subscription is charged, read by the renewal jobs
// (lib/memberships/renewals.ts) and by the reminder that goes out before them (renewal-reminders.ts).

const HOUR_MS = 60 * 60 * 1000;

/** When the attempts are made, before the term ends: 24 h, then 12 h, then 1 h before. */
export const RENEWAL_ATTEMPTS_BEFORE_END_MS = [24 * HOUR_MS, 12 * HOUR_MS, HOUR_MS] as const;
