import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { ServerIsland } from '@/components/islands/server-island';
import { islandId } from '@/lib/ui/islands/island-id';
import { CardCarousel } from './card-carousel';
import carousel from './card-carousel.module.css';

/**
 * A card carousel whose cards (<li> children, rendered on the server) are a server island (issue 16): the carousel's
 * buttons run in the browser, the cards are sent once, as markup. `shown` is what the cards show, for the island's id.
 */
export function IslandCardCarousel({ kind, label, shown, children }: { kind: string; label: string; shown: unknown; children: ReactNode }) {
  const locale = useLocale();
  return (
    <CardCarousel
      label={label}
      track={
        <ServerIsland id={islandId(kind, locale, shown)} as="ul" className={carousel.track}>
          {children}
        </ServerIsland>
      }
    />
  );
}
