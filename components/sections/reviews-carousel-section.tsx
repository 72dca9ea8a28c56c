import { useTranslations } from 'next-intl';
import type { PageSection } from '@/lib/content/pages';
import { IslandCardCarousel } from './island-card-carousel';
import styles from './carousel-cards.module.css';
import shared from './shared.module.css';

type ReviewsCarousel = Extract<PageSection, { _type: 'reviewsCarousel' }>;

const STARS = 5;

export function ReviewsCarouselSection({ section }: { section: ReviewsCarousel }) {
  const t = useTranslations('sections.reviews');
  return (
    <section className={`${shared.section} container`} data-testid="reviews-carousel">
      <h2>{section.heading}</h2>
      <IslandCardCarousel kind="reviews" label={section.heading} shows={section.reviews}>
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
      </IslandCardCarousel>
    </section>
  );
}
