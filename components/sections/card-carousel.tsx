'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './card-carousel.module.css';
import { useHydrated, useReducedMotion } from './use-browser';

/**
 * A row of cards (rendered on the server and passed in as <li> children, or as a whole `track`: a <ul> with the
 * `track` class of card-carousel.module.css, such as a server island of the cards) that scrolls sideways, with
 * back/on buttons. The server renders the buttons too (disabled until they work), so nothing moves when
 * the page hydrates; without JavaScript the stylesheet drops them. The row itself takes focus, so arrow
 * keys scroll it too.
 */
export function CardCarousel({ label, children, track }: { label: string; children?: ReactNode; track?: ReactNode }) {
  const t = useTranslations('sections.carousel');
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, []);

  const scroll = (direction: -1 | 1) => {
    const element = viewport.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      <div ref={viewport} className={styles.viewport} role="region" aria-label={label} tabIndex={0}>
        {track ?? <ul className={styles.track}>{children}</ul>}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} disabled={!hydrated || edges.atStart} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹ </span>
          {t('previous')}
        </button>
        <button type="button" className={styles.control} disabled={!hydrated || edges.atEnd} onClick={() => scroll(1)}>
          {t('next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
    </div>
  );
}
