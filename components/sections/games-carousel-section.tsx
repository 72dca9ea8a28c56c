import { useTranslations } from 'next-intl';
import type { PageSection } from '@/lib/content/pages';
import { IslandCardCarousel } from './island-card-carousel';
import styles from './carousel-cards.module.css';
import shared from './shared.module.css';

type GamesCarousel = Extract<PageSection, { _type: 'gamesCarousel' }>;

export function GamesCarouselSection({ section }: { section: GamesCarousel }) {
  const t = useTranslations('sections.games');
  return (
    <section className={`${shared.section} container`} data-testid="games-carousel">
      <h2>{section.heading}</h2>
      <IslandCardCarousel kind="games" label={section.heading} shows={section.games}>
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
      </IslandCardCarousel>
    </section>
  );
}
