import type { PageSection } from '@/lib/content/pages';
import { ContentLink } from '../content-link';

type Hero = Extract<PageSection, { _type: 'hero' }>;

export function HeroSection({ section, isFirst }: { section: Hero; isFirst: boolean }) {
  // The page's first hero carries the page's one h1.
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="hero container" data-testid="hero">
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
    </section>
  );
}
