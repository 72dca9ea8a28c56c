import type { ReactNode } from 'react';
import { ServerIsland } from '@/components/islands/server-island';
import { CardCarousel } from './card-carousel';
import carousel from './card-carousel.module.css';

/**
 * A card carousel whose cards (<li> children, rendered on the server) are a server island (issue 16): the carousel's
 * buttons run in the browser, the cards are sent once, as markup. `shows` is what the cards show, for the island's id.
 */
export function IslandCardCarousel({ kind, label, shows, children }: { kind: string; label: string; shows: unknown; children: ReactNode }) {
  return (
    <CardCarousel
      label={label}
      track={
        <ServerIsland kind={kind} shows={shows} as="ul" className={carousel.track}>
          {children}
        </ServerIsland>
      }
    />
  );
}
