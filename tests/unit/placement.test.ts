import { describe, expect, it } from 'vitest';
import { type PlacementInput, placeActivation } from '@/lib/memberships/placement';

// spec 1 "Plans", "Legacy licences": where the program's activation of a PC counts.
const plan = (pcNum: number, used: number, id = 7) => ({ id, pcNum, used });
const license = (id: number, instancesNum: number, used: number) => ({ id, instancesNum, used });
const none: PlacementInput = { place: null, plan: null, licenses: [], mayStartTrial: false };

describe('placeActivation', () => {
  it.each<{ name: string; input: Partial<PlacementInput>; expected: ReturnType<typeof placeActivation> }>([
    // Reactivation is idempotent: the PC stays where it is, even when that place is full.
    {
      name: 'stays on its current plan',
      input: { place: { kind: 'plan', membershipId: 7 }, plan: plan(2, 2) },
      expected: { kind: 'stay' },
    },
    {
      name: 'stays on its licence, even with a plan that has room',
      input: { place: { kind: 'license', licenseId: 3 }, plan: plan(5, 0), licenses: [license(3, 1, 1)] },
      expected: { kind: 'stay' },
    },
    // A place that no longer counts (an ended plan, a replaced licence) is left for a new one.
    {
      name: 'leaves an ended plan for the current one',
      input: { place: { kind: 'plan', membershipId: 1 }, plan: plan(2, 0) },
      expected: { kind: 'plan' },
    },
    {
      name: 'leaves an ended plan for a licence',
      input: { place: { kind: 'plan', membershipId: 1 }, licenses: [license(3, 2, 0)] },
      expected: { kind: 'license', licenseId: 3 },
    },
    {
      name: 'leaves a replaced licence for the plan',
      input: { place: { kind: 'license', licenseId: 9 }, plan: plan(3, 0), licenses: [license(3, 2, 0)] },
      expected: { kind: 'plan' },
    },
    // A new PC: plan or trial first, then licences by id, then a new trial, then refused.
    { name: 'takes a free PC of the plan', input: { plan: plan(2, 1), licenses: [license(3, 2, 0)] }, expected: { kind: 'plan' } },
    { name: 'takes a free PC of a running trial', input: { plan: plan(2, 1), mayStartTrial: false }, expected: { kind: 'plan' } },
    {
      name: 'falls back to a licence when the plan is full',
      input: { plan: plan(2, 2), licenses: [license(3, 2, 1)] },
      expected: { kind: 'license', licenseId: 3 },
    },
    {
      name: 'takes the lowest licence id with a free place',
      input: { licenses: [license(8, 2, 0), license(4, 1, 1), license(5, 3, 2)] },
      expected: { kind: 'license', licenseId: 5 },
    },
    {
      name: 'uses a licence before starting a trial',
      input: { licenses: [license(3, 2, 0)], mayStartTrial: true },
      expected: { kind: 'license', licenseId: 3 },
    },
    {
      name: 'starts a trial when the licences are full',
      input: { licenses: [license(3, 2, 2)], mayStartTrial: true },
      expected: { kind: 'trial' },
    },
    { name: 'starts a trial for an account that holds nothing', input: { mayStartTrial: true }, expected: { kind: 'trial' } },
    {
      name: 'refuses when plan and licences are full',
      input: { plan: plan(2, 2), licenses: [license(3, 1, 1)] },
      expected: { kind: 'refused', reason: 'pcLimitReached', pcNum: 2 },
    },
    {
      name: 'refuses when the licences are full and the trial is used',
      input: { licenses: [license(3, 2, 2), license(4, 1, 1)] },
      expected: { kind: 'refused', reason: 'pcLimitReached', pcNum: 3 },
    },
    {
      name: 'refuses an account with nothing and its trial used',
      input: {},
      expected: { kind: 'refused', reason: 'noActivePlan', pcNum: 0 },
    },
    // spec 1: more than 10 instances means contacting support.
    { name: 'caps a plan at 10 PCs', input: { plan: plan(12, 10) }, expected: { kind: 'refused', reason: 'pcLimitReached', pcNum: 12 } },
  ])('$name', ({ input, expected }) => {
    expect(placeActivation({ ...none, ...input })).toStrictEqual(expected);
  });
});
