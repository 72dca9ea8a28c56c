import { useLocale, useTranslations } from 'next-intl';
import { ServerIsland } from '@/components/islands/server-island';
import { islandId } from '@/lib/ui/islands/island-id';
import type { PageSection } from '@/lib/content/pages';
import { CardCarousel } from './card-carousel';
import carousel from './card-carousel.module.css';
import styles from './carousel-cards.module.css';
import shared from './shared.module.css';

type GamesCarousel = Extract<PageSection, { _type: 'gamesCarousel' }>;

export function GamesCarouselSection({ section }: { section: GamesCarousel }) {
  const t = useTranslations('sections.games');
  const locale = useLocale();
  return (
    <section className={`${shared.section} container`} data-testid="games-carousel">
      <h2>{section.heading}</h2>
      <CardCarousel
        label={section.heading}
        track={
          <ServerIsland id={islandId('games', locale, section.games)} as="ul" className={carousel.track}>
            {section.games.map((game) => (
              <li key={game._id} className={styles.card}>
                <h3 className={styles.title}>{game.name}</h3>
                <p className={styles.meta}>{game.genre}</p>
                <p className={styles.body}>{game.blurb}</p>
                <p className={styles.meta}>{t('worksWith')}</p>
                <ul className={styles.tags}>
                  {game.worksWith.map((device) => (
                    <li key={device._key}>{device.label}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ServerIsland>
        }
      />
    </section>
  );
}
