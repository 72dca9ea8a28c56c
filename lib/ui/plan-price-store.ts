import type { InitialPlanPrices, PlanPriceList } from '@/lib/commerce/plan-price-list';

// The shop's prices in the browser, one entry per country shared by every price on the page, kept for the tab's
// life. Pages are prerendered with the prices of their render; older than FRESH_FOR_MS, they are asked again
// when a price is shown, and when the tab comes back into view or online while one is. A failed answer leaves
// what was shown and is asked again on the next of those. Written for these few rules instead of a query library,
// whose 12 KiB gzip every marketing page loaded for the offer banner and the plans table (issue 16).

export const FRESH_FOR_MS = 60_000;

type AskPrices = (country: string) => Promise<PlanPriceList>;

interface Entry {
  list: PlanPriceList | undefined;
  readAt: number;
  asking: boolean;
  listeners: Set<() => void>;
}

export interface PlanPriceStore {
  /** The prices a page was rendered with, taken while none are held for their country. */
  seed(country: string, initial: InitialPlanPrices): void;
  held(country: string): PlanPriceList | undefined;
  /** Asks for the country's prices when they are stale; `changed` is called when an answer arrives. */
  subscribe(country: string, changed: () => void): () => void;
  /** Asks again for every shown country whose prices are stale (the tab came back). */
  refreshShown(): void;
}

export function createPlanPriceStore(ask: AskPrices, now: () => number = Date.now): PlanPriceStore {
  const entries = new Map<string, Entry>();
  const entryOf = (country: string): Entry => {
    let entry = entries.get(country);
    if (!entry) {
      entry = { list: undefined, readAt: 0, asking: false, listeners: new Set() };
      entries.set(country, entry);
    }
    return entry;
  };
  const askIfStale = (country: string, entry: Entry) => {
    if (entry.asking || (entry.list !== undefined && now() - entry.readAt < FRESH_FOR_MS)) return;
    entry.asking = true;
    ask(country)
      .then(
        (list) => {
          entry.list = list;
          entry.readAt = now();
        },
        () => undefined,
      )
      .finally(() => {
        entry.asking = false;
        for (const changed of entry.listeners) changed();
      });
  };
  return {
    seed(country, initial) {
      const entry = entryOf(country);
      if (entry.list === undefined) {
        entry.list = initial.list;
        entry.readAt = initial.readAt;
      }
    },
    held: (country) => entries.get(country)?.list,
    subscribe(country, changed) {
      const entry = entryOf(country);
      entry.listeners.add(changed);
      askIfStale(country, entry);
      return () => entry.listeners.delete(changed);
    },
    refreshShown() {
      for (const [country, entry] of entries) if (entry.listeners.size > 0) askIfStale(country, entry);
    },
  };
}
