import { describe, expect, it } from 'vitest';
import { rateLimits } from '@/lib/db/schema';
import { consumeRateLimit, consumeRateLimitsInTurn, type RateLimitRule } from '@/lib/runtime/rate-limit';
import { testDriver, withAppTestDatabase } from './test-db';

const testDb = withAppTestDatabase();

const perAddress: RateLimitRule = { name: 'turn-ip', points: 3, durationSeconds: 60 };
const perAccount: RateLimitRule = { name: 'turn-account', points: 2, durationSeconds: 3600 };

async function pointsOf(key: string): Promise<number | undefined> {
  const rows = await testDb.db.select().from(rateLimits);
  return rows.find((row) => row.key === key)?.points;
}

describe(`two budgets counted in turn, in one statement (${testDriver})`, () => {
  it("counts both while the first allows; once the first is spent, refuses it and leaves the second's count alone", async () => {
    const verdicts = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      verdicts.push(await consumeRateLimitsInTurn(testDb.db, [perAddress, '203.0.113.9'], [perAccount, `a${attempt % 2}@example.com`]));
    }
    expect(verdicts.slice(0, 3).map(([first, second]) => [first, second])).toEqual([
      [
        { allowed: true, remaining: 2 },
        { allowed: true, remaining: 1 },
      ],
      [
        { allowed: true, remaining: 1 },
        { allowed: true, remaining: 1 },
      ],
      [
        { allowed: true, remaining: 0 },
        { allowed: true, remaining: 0 },
      ],
    ]);
    const [refused, untouched] = verdicts[3]!;
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(untouched).toBeNull();
    expect(await pointsOf('turn-ip:203.0.113.9')).toBe(4);
    expect(await pointsOf('turn-account:a1@example.com')).toBe(1);
  });

  it('refuses the second when its own budget is spent, with the wait until its window ends', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      answers.push(await consumeRateLimitsInTurn(testDb.db, [perAddress, `198.51.100.${attempt}`], [perAccount, 'b@example.com']));
    }
    expect(answers.map(([first]) => first.allowed)).toEqual([true, true, true]);
    const [, third] = answers[2]!;
    expect(third?.allowed).toBe(false);
    expect(third?.allowed === false && third.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('shares its counts with consumeRateLimit, and starts a window again once it has ended', async () => {
    await consumeRateLimit(testDb.db, perAccount, 'c@example.com');
    const [, shared] = await consumeRateLimitsInTurn(testDb.db, [perAddress, '192.0.2.1'], [perAccount, 'c@example.com']);
    expect(shared).toEqual({ allowed: true, remaining: 0 });
    expect((await consumeRateLimit(testDb.db, perAccount, 'c@example.com')).allowed).toBe(false);

    // The address's window ended a second ago with its budget spent: counting starts again at one.
    await testDb.db
      .insert(rateLimits)
      .values({ key: 'turn-ip:192.0.2.2', points: 9, expire: new Date(Date.now() - 1000) })
      .onConflictDoNothing();
    const [renewed] = await consumeRateLimitsInTurn(testDb.db, [perAddress, '192.0.2.2'], [perAccount, 'd@example.com']);
    expect(renewed).toEqual({ allowed: true, remaining: 2 });
    expect(await pointsOf('turn-ip:192.0.2.2')).toBe(1);
    const [row] = (await testDb.db.select().from(rateLimits)).filter((limit) => limit.key === 'turn-ip:192.0.2.2');
    expect(row!.expire!.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });
});
