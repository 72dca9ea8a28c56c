import { describe, expect, it } from 'vitest';
import { REVOKE_WINDOW_MS, revokePausedUntil } from '@/lib/memberships/revoke-pause';

// spec 4 "Revoke is sometimes paused until a shown date": 5 revokes in 30 days, then a pause.
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('revokePausedUntil', () => {
  it.each([
    { revoked: [], until: null },
    { revoked: [1, 2, 3, 4].map(daysAgo), until: null },
    // Five in the window: paused until the oldest of them is 30 days old.
    { revoked: [10, 8, 3, 2, 1].map(daysAgo), until: new Date(daysAgo(10).getTime() + REVOKE_WINDOW_MS) },
    // Only the last five count: the sixth oldest is already past.
    { revoked: [12, 10, 8, 3, 2, 1].map(daysAgo), until: new Date(daysAgo(10).getTime() + REVOKE_WINDOW_MS) },
    // Revokes older than the window do not count.
    { revoked: [40, 35, 31, 2, 1].map(daysAgo), until: null },
    { revoked: [30, 3, 2, 1, 0].map(daysAgo), until: null },
  ])('$revoked.length revokes -> $until', ({ revoked, until }) => {
    expect(revokePausedUntil(revoked, now)).toEqual(until);
  });
});
