import type { ReactNode } from 'react';
import { installInlinePayloadFilter } from '@/lib/ui/islands/inline-payload-filter';
import { ISLAND_MARK } from '@/lib/ui/islands/mark';
import { Island, type IslandAttributes } from './island';

// Wherever islands are rendered, the filter is there. Installed by instrumentation.ts alone, it was missing where
// `next build` prerenders: those pages kept the islands' trees, and the same page rendered again by a server then had
// other bytes and another ETag (a revalidation with the first one got the whole page).
installInlinePayloadFilter();

/**
 * Issue 16: a part of a page that needs no JavaScript (its links aside), rendered on the server and kept by the
 * browser as it came. Its tree travels in a payload row of its own, marked, which the HTML's inline payload carries as
 * the mark alone (lib/ui/islands/flight-filter.ts): the markup is sent once, not twice, and React does not hydrate it.
 * No client component inside an island runs in the browser on the page's first load; internal links navigate within
 * the app. `id` names the island uniquely across the site's pages and languages.
 */
export function ServerIsland({ id, children, ...attributes }: IslandAttributes & { id: string; children: ReactNode }) {
  // Only the attributes given: an undefined one would travel as "$undefined".
  const given = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  return <Island id={id} {...given} content={Promise.resolve([ISLAND_MARK, children] as const)} />;
}
