'use client';

import { useTranslations } from 'next-intl';
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useState } from 'react';
import type { PageSection } from '@/lib/content/pages';
import { SLIDE_INTERVAL_MS, slideForKey, wrapSlide } from '@/lib/ui/carousel';
import { ContentLink } from '@/components/content-link';
import shared from './shared.module.css';
import styles from './slider-section.module.css';
import { useHydrated, useReducedMotion } from './use-browser';

type Slider = Extract<PageSection, { _type: 'slider' }>;

/**
 * An accessible carousel (WAI-ARIA APG): previous/next buttons, one dot per slide, arrow keys, a pause
 * button, no turning while pointed at or focused, none at all with reduced motion. The server renders
 * it as the browser does, controls included (disabled until they work), so nothing moves when it
 * hydrates; without JavaScript its stylesheet drops the controls and lays the slides out in a scrollable
 * row that starts at the first.
 */
export function SliderSection({ section }: { section: Slider }) {
  const t = useTranslations('sections.slider');
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // The first slide arrives with the page; only the slides shown after it fade in.
  const [turned, setTurned] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = section.slides.length;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  const turnTo = (target: number) => {
    setIndex(target);
    setTurned(true);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setIndex(wrapSlide(index, 1, count));
      setTurned(true);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = slideForKey(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    turnTo(target);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={`${shared.section} container`}
      aria-roledescription="carousel"
      aria-label={section.label}
      data-testid="slider"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          {/* Always rendered, so the row keeps its width; hidden by the stylesheet under reduced motion. */}
          <button type="button" className={`${styles.control} ${styles.pause}`} disabled={!hydrated} onClick={() => setStopped(!stopped)}>
            {stopped ? t('play') : t('pause')}
          </button>
          <button type="button" className={styles.control} disabled={!hydrated} onClick={() => turnTo(wrapSlide(index, -1, count))}>
            <span aria-hidden="true">‹ </span>
            {t('previous')}
          </button>
          <button type="button" className={styles.control} disabled={!hydrated} onClick={() => turnTo(wrapSlide(index, 1, count))}>
            {t('next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
      <div
        className={turned ? `${styles.stage} ${styles.turned}` : styles.stage}
        aria-live={rotating ? 'off' : 'polite'}
        // Without JavaScript the slides are a row that scrolls; a keyboard reaches it only if it can take focus.
        tabIndex={hydrated ? undefined : 0}
      >
        {section.slides.map((slide, slideIndex) => (
          <div
            key={slide._key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('position', { number: slideIndex + 1, total: count })}
            className={slideIndex === index ? styles.slide : `${styles.slide} ${styles.offstage}`}
            data-testid="slide"
          >
            <h2>{slide.heading}</h2>
            {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
            {slide.action ? (
              <ContentLink href={slide.action.href} className="button button--primary">
                {slide.action.label}
              </ContentLink>
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots} role="group" aria-label={t('choose')} style={{ '--slides': count } as CSSProperties}>
          {section.slides.map((slide, slideIndex) => (
            <button
              key={slide._key}
              type="button"
              className={styles.dot}
              aria-label={t('goTo', { number: slideIndex + 1 })}
              aria-current={slideIndex === index ? 'true' : undefined}
              disabled={!hydrated}
              onClick={() => turnTo(slideIndex)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
