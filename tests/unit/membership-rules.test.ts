import { describe, expect, it } from 'vitest';
import {
  currentMembership,
  type HeldMembership,
  mayStartTrial,
  pcLimit,
  TRIAL_DAYS,
  TRIAL_PC_NUM,
  trialTerm,
} from '@/lib/memberships/rules';
import { upgradePrice } from '@/lib/commerce/upgrade-rules';

const NOW = new Date('2026-06-01T00:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

let nextId = 1;
function held(fields: Partial<HeldMembership> & Pick<HeldMembership, 'kind'>): HeldMembership {
  const lifetime = fields.kind === 'lifetime';
  return { id: nextId++, pcNum: 1, status: 'active', startsAt: days(-10), expiresAt: lifetime ? null : days(20), ...fields };
}

describe('pcLimit (spec 1: trial 2, subscription and lifetime their pc_num, none without a plan)', () => {
  const cases: [string, HeldMembership[], number][] = [
    ['nothing held', [], 0],
    ['a running trial', [held({ kind: 'trial', pcNum: 2 })], 2],
    ['an ended trial', [held({ kind: 'trial', pcNum: 2, expiresAt: days(-1) })], 0],
    ['a finished trial', [held({ kind: 'trial', pcNum: 2, status: 'finished' })], 0],
    ['a 1-PC subscription', [held({ kind: 'subscription', pcNum: 1 })], 1],
    ['a 5-PC subscription', [held({ kind: 'subscription', pcNum: 5 })], 5],
    ['an expired 5-PC subscription', [held({ kind: 'subscription', pcNum: 5, expiresAt: NOW })], 0],
    ['a revoked subscription', [held({ kind: 'subscription', pcNum: 5, status: 'revoked' })], 0],
    ['lifetime x3', [held({ kind: 'lifetime', pcNum: 3 })], 3],
    [
      'a subscription beside a replaced trial',
      [held({ kind: 'trial', pcNum: 2, status: 'replaced' }), held({ kind: 'subscription', pcNum: 1 })],
      1,
    ],
    ['a plan that starts later', [held({ kind: 'subscription', pcNum: 2, startsAt: days(1) })], 0],
    ['a plan past the support limit', [held({ kind: 'lifetime', pcNum: 12 })], 10],
  ];
  it.each(cases)('%s -> %i', (_name, memberships, limit) => {
    expect(pcLimit(memberships, NOW)).toBe(limit);
  });

  it('a paid plan wins over a trial that still runs', () => {
    const plan = held({ kind: 'lifetime', pcNum: 1 });
    expect(currentMembership([held({ kind: 'trial', pcNum: 2 }), plan], NOW)).toBe(plan);
  });
});

describe('the trial (spec 1: once per account, 7 days, 2 PCs, not extendable)', () => {
  const cases: [string, HeldMembership[], boolean][] = [
    ['a new account', [], true],
    ['a running trial', [held({ kind: 'trial', pcNum: 2 })], false],
    ['an ended trial', [held({ kind: 'trial', pcNum: 2, status: 'finished', expiresAt: days(-3) })], false],
    ['a trial replaced by a purchase', [held({ kind: 'trial', status: 'replaced' })], false],
    ['an active subscription', [held({ kind: 'subscription', pcNum: 1 })], false],
    ['lifetime access', [held({ kind: 'lifetime', pcNum: 1 })], false],
    ['only an expired subscription', [held({ kind: 'subscription', expiresAt: days(-1) })], true],
  ];
  it.each(cases)('%s -> may start: %s', (_name, memberships, allowed) => {
    expect(mayStartTrial(memberships, NOW)).toBe(allowed);
  });

  it('runs 7 days from its start with 2 PCs', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(TRIAL_PC_NUM).toBe(2);
    expect(trialTerm(NOW)).toEqual({ startsAt: NOW, expiresAt: days(7), pcNum: 2 });
  });
});

describe('upgradePrice (spec 1: the new price less the unused part of the paid term)', () => {
  const yearStart = new Date('2026-01-01T00:00:00Z');
  const yearEnd = new Date('2027-01-01T00:00:00Z'); // 365 days
  const at = (iso: string) => new Date(iso);
  const cases: [string, { newPrice: number; paidPrice: number; termStart: Date; termEnd: Date | null; now: Date }, number][] = [
    [
      'on the first day, everything paid counts',
      { newPrice: 5999, paidPrice: 2999, termStart: yearStart, termEnd: yearEnd, now: yearStart },
      3000,
    ],
    [
      'half-way through the year',
      { newPrice: 5999, paidPrice: 3650, termStart: yearStart, termEnd: yearEnd, now: at('2026-07-02T12:00:00Z') },
      5999 - 1825,
    ],
    [
      'one day used of 365: the credit rounds down',
      { newPrice: 10000, paidPrice: 1000, termStart: yearStart, termEnd: yearEnd, now: at('2026-01-02T00:00:00Z') },
      10000 - 997,
    ],
    [
      'at the end of the term, the standard rate',
      { newPrice: 5999, paidPrice: 2999, termStart: yearStart, termEnd: yearEnd, now: yearEnd },
      5999,
    ],
    [
      'after the end, the standard rate',
      { newPrice: 5999, paidPrice: 2999, termStart: yearStart, termEnd: yearEnd, now: at('2027-03-01T00:00:00Z') },
      5999,
    ],
    ['never below zero', { newPrice: 1000, paidPrice: 5000, termStart: yearStart, termEnd: yearEnd, now: yearStart }, 0],
    [
      'a trial or a code paid nothing',
      { newPrice: 2999, paidPrice: 0, termStart: yearStart, termEnd: yearEnd, now: at('2026-03-01T00:00:00Z') },
      2999,
    ],
    [
      'lifetime to a bigger lifetime: all of it counts',
      { newPrice: 9999, paidPrice: 4999, termStart: yearStart, termEnd: null, now: at('2030-01-01T00:00:00Z') },
      5000,
    ],
    [
      'a term with no length gives no credit',
      { newPrice: 500, paidPrice: 500, termStart: yearStart, termEnd: yearStart, now: yearStart },
      500,
    ],
  ];
  it.each(cases)('%s', (_name, input, price) => {
    const result = upgradePrice(input);
    expect(result).toBe(price);
    expect(Number.isInteger(result)).toBe(true);
  });

  it('refuses prices that are not integer minor units', () => {
    expect(() => upgradePrice({ newPrice: 9.99, paidPrice: 0, termStart: yearStart, termEnd: yearEnd, now: yearStart })).toThrow(
      RangeError,
    );
    expect(() => upgradePrice({ newPrice: 100, paidPrice: -1, termStart: yearStart, termEnd: yearEnd, now: yearStart })).toThrow(
      RangeError,
    );
  });
});
