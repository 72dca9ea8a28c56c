import { useLocale, useTranslations } from 'next-intl';
import { ServerIsland } from '@/components/islands/server-island';
import { islandId } from '@/lib/ui/islands/island-id';
import type { PageSection } from '@/lib/content/pages';
import { CardCarousel } from './card-carousel';
import carousel from './card-carousel.module.css';
import styles from './carousel-cards.module.css';
import shared from './shared.module.css';

type ReviewsCarousel = Extract<PageSection, { _type: 'reviewsCarousel' }>;

const STARS = 5;

export function ReviewsCarouselSection({ section }: { section: ReviewsCarousel }) {
  const t = useTranslations('sections.reviews');
  const locale = useLocale();
  return (
    <section className={`${shared.section} container`} data-testid="reviews-carousel">
      <h2>{section.heading}</h2>
      <CardCarousel
        label={section.heading}
        track={
          <ServerIsland id={islandId('reviews', locale, section.reviews)} as="ul" className={carousel.track}>
            {section.reviews.map((review) => (
              <li key={review._id} className={styles.card}>
                <figure className={styles.figure}>
                  <p className={styles.stars}>
                    <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(STARS - review.rating)}</span>
                    <span className={shared.visuallyHidden}>{t('rating', { rating: review.rating })}</span>
                  </p>
                  <blockquote className={styles.quote}>
                    <p>{review.quote}</p>
                  </blockquote>
                  <figcaption className={styles.meta}>
                    <strong className={styles.author}>{review.author}</strong> · {review.source}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ServerIsland>
        }
      />
    </section>
  );
}
