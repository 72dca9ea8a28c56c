import { describe, expect, it, vi } from 'vitest';
import type { InitialPlanPrices, PlanPriceList } from '@/lib/commerce/plan-price-list';
import { createPlanPriceStore, FRESH_FOR_MS } from '@/lib/ui/plan-price-store';

// The browser's prices (components/shop/use-plan-prices.ts): one answer per country shared by every price shown,
// asked again once a minute old, the last one kept when an answer fails.

const list = (amount: number): PlanPriceList =>
  ({ currency: 'USD', plans: [{ kind: 'lifetime', periodMonths: null, pcNum: 1, amount, amountOld: null }] }) as unknown as PlanPriceList;

function setUp(start = 1_000_000) {
  let time = start;
  const answers: { country: string; resolve: (list: PlanPriceList) => void; reject: (error: Error) => void }[] = [];
  const ask = vi.fn(
    (country: string) =>
      new Promise<PlanPriceList>((resolve, reject) => {
        answers.push({ country, resolve, reject });
      }),
  );
  const store = createPlanPriceStore(ask, () => time);
  return { store, ask, answers, advance: (ms: number) => (time += ms), now: () => time };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const initial = (readAt: number, amount = 4999): InitialPlanPrices => ({ country: 'US', list: list(amount), readAt });

describe('the browser plan price store', () => {
  it('shows the prices the page was rendered with and asks for none while they are fresh', () => {
    const { store, ask, now } = setUp();
    const rendered = initial(now() - FRESH_FOR_MS + 1);
    store.seed('US', rendered);
    store.subscribe('US', () => undefined);
    expect(store.held('US')).toBe(rendered.list);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once for stale prices however many are shown, and tells each of them the answer', async () => {
    const { store, ask, answers, now } = setUp();
    store.seed('US', initial(now() - FRESH_FOR_MS));
    const changed = [vi.fn(), vi.fn()];
    store.subscribe('US', changed[0]!);
    store.subscribe('US', changed[1]!);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('US');
    answers[0]!.resolve(list(3999));
    await settle();
    expect(store.held('US')).toEqual(list(3999));
    for (const call of changed) expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks for a country it has nothing for, and keeps each country apart', async () => {
    const { store, ask, answers } = setUp();
    store.subscribe('DE', () => undefined);
    expect(store.held('DE')).toBeUndefined();
    expect(ask).toHaveBeenCalledWith('DE');
    answers[0]!.resolve(list(9499));
    await settle();
    expect(store.held('DE')).toEqual(list(9499));
    expect(store.held('US')).toBeUndefined();
  });

  it('takes the rendered prices only while it holds none for the country', async () => {
    const { store, answers } = setUp();
    store.subscribe('US', () => undefined);
    answers[0]!.resolve(list(3999));
    await settle();
    store.seed('US', initial(0, 4999));
    expect(store.held('US')).toEqual(list(3999));
  });

  it('keeps what it shows when an answer fails, and asks again the next time', async () => {
    const { store, ask, answers, now } = setUp();
    const rendered = initial(now() - 2 * FRESH_FOR_MS);
    store.seed('US', rendered);
    const changed = vi.fn();
    store.subscribe('US', changed);
    answers[0]!.reject(new Error('503'));
    await settle();
    expect(store.held('US')).toBe(rendered.list);
    store.refreshShown();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again, when the tab comes back, only for shown prices a minute old', async () => {
    const { store, ask, answers, advance } = setUp();
    const unsubscribe = store.subscribe('US', () => undefined);
    store.subscribe('DE', () => undefined);
    answers[0]!.resolve(list(4999));
    answers[1]!.resolve(list(9499));
    await settle();
    store.refreshShown();
    expect(ask).toHaveBeenCalledTimes(2);
    advance(FRESH_FOR_MS);
    unsubscribe();
    store.refreshShown();
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask).toHaveBeenLastCalledWith('DE');
  });
});
