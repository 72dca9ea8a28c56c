import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addMonths } from '@/lib/commerce/calendar';

// Issue 19 "Month ends drift": a term keeps its day of the month, or the month's last day where it is shorter.

const utc = (text: string) => new Date(`${text}Z`);
const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('addMonths', () => {
  it.each([
    ['2026-11-30T10:00:00', 3, '2027-02-28T10:00:00'],
    ['2026-08-31T10:00:00', 3, '2026-11-30T10:00:00'],
    ['2027-11-30T23:59:59', 3, '2028-02-29T23:59:59'],
    ['2028-02-29T08:00:00', 12, '2029-02-28T08:00:00'],
    ['2028-02-29T08:00:00', 48, '2032-02-29T08:00:00'],
    ['2026-01-31T00:00:00', 1, '2026-02-28T00:00:00'],
    ['2026-03-31T12:30:00', 12, '2027-03-31T12:30:00'],
    ['2026-12-31T00:00:00', 3, '2027-03-31T00:00:00'],
    ['2026-05-15T06:00:00', -3, '2026-02-15T06:00:00'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(addMonths(utc(from), months).toISOString()).toBe(utc(to).toISOString());
  });

  it('chains from the true end: four 3-month terms from 31 Aug end on 30 Nov, 28 Feb, 28 May, 28 Aug', () => {
    const ends: string[] = [];
    let end = utc('2026-08-31T09:00:00');
    for (let term = 0; term < 4; term++) {
      end = addMonths(end, 3);
      ends.push(end.toISOString().slice(0, 10));
    }
    expect(ends).toEqual(['2026-11-30', '2027-02-28', '2027-05-28', '2027-08-28']);
  });

  it.each(['America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati'])("counts in UTC whatever the server's time zone (%s)", (zone) => {
    process.env.TZ = zone;
    expect(addMonths(utc('2026-01-31T23:30:00'), 1).toISOString()).toBe('2026-02-28T23:30:00.000Z');
    expect(addMonths(utc('2026-03-29T01:30:00'), 1).toISOString()).toBe('2026-04-29T01:30:00.000Z');
  });

  it('keeps the time of day, moves the month by exactly n, and keeps the day or clamps it to the last', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: -120, max: 120 }),
        (date, months) => {
          const result = addMonths(date, months);
          const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
          expect(monthIndex(result) - monthIndex(date)).toBe(months);
          const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
          expect(result.getUTCDate()).toBe(Math.min(date.getUTCDate(), lastDay));
          expect(result.getTime() % 86_400_000).toBe(date.getTime() % 86_400_000);
        },
      ),
      { seed: 20261126 },
    );
  });
});
