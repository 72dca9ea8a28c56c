import type { ReactNode } from 'react';
import { ISLAND_MARK } from '@/lib/ui/islands/mark';
import { Island, type IslandTag } from './island';

/**
 * Issue 16: a part of a page that needs no JavaScript (its links aside), rendered on the server and kept by the
 * browser as it came. Its tree travels in a payload row of its own, marked, which the HTML's inline payload carries as
 * the mark alone (lib/ui/islands/flight-filter.ts): the markup is sent once, not twice, and React does not hydrate it.
 * No client component inside an island runs in the browser on the page's first load; internal links navigate within
 * the app. `id` names the island uniquely across the site's pages and languages.
 */
export function ServerIsland({
  id,
  as = 'div',
  className,
  children,
}: {
  id: string;
  as?: IslandTag;
  className?: string;
  children: ReactNode;
}) {
  return <Island id={id} as={as} className={className} content={Promise.resolve([ISLAND_MARK, children] as const)} />;
}
