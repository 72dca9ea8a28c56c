import { contentImageSource, toContentImage } from '@/lib/content/images';
import type { PageSection } from '@/lib/content/pages';
import { ContentImage } from '@/components/content-image';
import { ContentLink } from '@/components/content-link';
import styles from './hero-section.module.css';

type Hero = Extract<PageSection, { _type: 'hero' }>;

export function HeroSection({ section, isFirst }: { section: Hero; isFirst: boolean }) {
  // The page's first hero carries the page's one h1.
  const Heading = isFirst ? 'h1' : 'h2';
  const image = toContentImage(section.image);
  const source = contentImageSource();
  const drawn = image && source;
  return (
    <section className={drawn ? `hero container ${styles.withImage}` : 'hero container'} data-testid="hero">
      <div>
        <Heading>{section.heading}</Heading>
        {section.text ? <p className="hero__text">{section.text}</p> : null}
        {section.primaryAction || section.secondaryAction ? (
          <div className="hero__actions">
            {section.primaryAction ? (
              <ContentLink href={section.primaryAction.href} className="button button--primary">
                {section.primaryAction.label}
              </ContentLink>
            ) : null}
            {section.secondaryAction ? (
              <ContentLink href={section.secondaryAction.href} className="button button--ghost">
                {section.secondaryAction.label}
              </ContentLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {drawn ? (
        // The first hero's image is the page's Largest Contentful Paint.
        <ContentImage image={image} source={source} width={600} priority={isFirst} className={styles.image} />
      ) : null}
    </section>
  );
}
