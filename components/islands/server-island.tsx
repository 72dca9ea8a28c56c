import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { islandId } from '@/lib/ui/islands/island-id';
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
 * the app. The island names itself (lib/ui/islands/island-id.ts) by its `kind`, what it `shows` and the language it
 * shows it in: the page's, unless `locale` says otherwise.
 */
export function ServerIsland({
  kind,
  shows,
  locale,
  children,
  ...attributes
}: IslandAttributes & { kind: string; shows: unknown; locale?: string; children: ReactNode }) {
  const pageLocale = useLocale();
  // Only the attributes given: an undefined one would travel as "$undefined".
  const given = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  return <Island id={islandId(kind, locale ?? pageLocale, shows)} {...given} content={Promise.resolve([ISLAND_MARK, children] as const)} />;
}
