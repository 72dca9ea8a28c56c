// spec 4 "Revoke is sometimes paused until a shown date, with a support link". The spec gives no rule; ours:
// an account revokes up to 5 PCs in 30 days. Past that, one plan is being rotated through more PCs than it
// pays for (shared), so revoking waits until the oldest of those revokes is 30 days old, and support can help
// a customer who really moved PCs. A pure rule, applied by lib/memberships/revoke.ts and shown by the page.

export const REVOKES_PER_WINDOW = 5;
export const REVOKE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The start of the window whose revokes count: the PCs revoked after it. */
export function revokeWindowStart(now: Date): Date {
  return new Date(now.getTime() - REVOKE_WINDOW_MS);
}

/** When revoking is possible again, given when the account's PCs were revoked; null when it is now. */
export function revokePausedUntil(revokedAt: readonly Date[], now: Date): Date | null {
  const since = revokeWindowStart(now).getTime();
  const recent = revokedAt
    .map((at) => at.getTime())
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  if (recent.length < REVOKES_PER_WINDOW) return null;
  // The pause ends when the oldest of the last REVOKES_PER_WINDOW revokes leaves the window.
  return new Date(recent[recent.length - REVOKES_PER_WINDOW]! + REVOKE_WINDOW_MS);
}
