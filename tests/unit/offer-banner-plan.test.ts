import { describe, expect, it } from 'vitest';
import { soldPlanOf } from '@/lib/commerce/plans';
import { unsoldPlanProblem } from '@/schemas/documents/offer-banner';

// Issue 19: the Studio cannot publish an offer banner for a plan the shop does not sell (lib/commerce/plans.ts).

describe("the offer banner's plan", () => {
  it.each([
    ['3m', 1],
    ['3m', 5],
    ['1y', 2],
    ['lifetime', 1],
    ['lifetime', 3],
  ])('%s for %i PCs is sold, so it may be published', (term, pcNum) => {
    expect(unsoldPlanProblem(term, pcNum)).toBeNull();
    expect(soldPlanOf(term, pcNum)).not.toBeNull();
  });

  it.each<[unknown, unknown, string]>([
    ['lifetime', 4, 'The shop sells lifetime access for 1 to 3 PCs.'],
    ['lifetime', 0, 'The shop sells lifetime access for 1 to 3 PCs.'],
    ['1y', 3, 'The shop sells subscriptions for 1, 2, or 5 PCs.'],
    ['3m', 2.5, 'The shop sells subscriptions for 1, 2, or 5 PCs.'],
    ['6m', 1, 'Choose the plan the banner offers.'],
    [undefined, 1, 'Choose the plan the banner offers.'],
    ['1y', undefined, 'Choose how many PCs the plan is for.'],
  ])('%s for %s PCs is refused: %s', (term, pcNum, problem) => {
    expect(unsoldPlanProblem(term, pcNum)).toBe(problem);
  });

  it('is no plan for the site when the shop does not sell it', () => {
    expect(soldPlanOf('lifetime', 4)).toBeNull();
    expect(soldPlanOf('2y', 1)).toBeNull();
    expect(soldPlanOf('lifetime', 3)).toEqual({ kind: 'lifetime', periodMonths: 0, pcNum: 3 });
  });
});
