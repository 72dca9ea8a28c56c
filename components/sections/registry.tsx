import { Fragment, type ReactNode } from 'react';
import type { PageSection } from '@/lib/content/pages';
import { ContactFormSection } from './contact-form-section';
import { HeroSection } from './hero-section';
import { ReleaseHistorySection } from './release-history-section';
import { RichTextSection } from './rich-text-section';
import { ThankedLanguagesSection } from './thanked-languages-section';
import { DeviceLinksSection } from './device-links-section';
import { CallToActionSection } from './call-to-action-section';
import { ComparisonTableSection } from './comparison-table-section';
import { DownloadButtonsSection } from './download-buttons-section';
import { FaqSection } from './faq-section';
import { FeatureGridSection } from './feature-grid-section';
import { GamesCarouselSection } from './games-carousel-section';
import { ReviewsCarouselSection } from './reviews-carousel-section';
import { SliderSection } from './slider-section';
import { SystemRequirementsSection } from './system-requirements-section';
import styles from './shared.module.css';

type SectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>;
type Renderers = { [T in PageSection['_type']]: (section: SectionOf<T>, index: number) => ReactNode };

// One line per section type (schemas/sections holds the other registry). The mapped type makes a
// section added to the schema and query fail to compile until it has a line here.
const renderers: Renderers = {
  hero: (section, index) => <HeroSection section={section} isFirst={index === 0} />,
  richText: (section) => <RichTextSection section={section} />,
  thankedLanguages: (section) => <ThankedLanguagesSection section={section} />,
  deviceLinks: (section) => <DeviceLinksSection section={section} />,
  // Marketing sections: the home and product pages
  slider: (section) => <SliderSection section={section} />,
  gamesCarousel: (section) => <GamesCarouselSection section={section} />,
  reviewsCarousel: (section) => <ReviewsCarouselSection section={section} />,
  featureGrid: (section) => <FeatureGridSection section={section} />,
  faq: (section) => <FaqSection section={section} />,
  callToAction: (section) => <CallToActionSection section={section} />,
  downloadButtons: (section) => <DownloadButtonsSection section={section} />,
  systemRequirements: (section) => <SystemRequirementsSection section={section} />,
  comparisonTable: (section) => <ComparisonTableSection section={section} />,
  releaseHistory: (section) => <ReleaseHistorySection section={section} />,
  contactForm: (section, index) => <ContactFormSection section={section} isFirst={index === 0} />,
};

function renderSection<T extends PageSection['_type']>(section: SectionOf<T>, index: number): ReactNode {
  const render = renderers[section._type] as ((section: SectionOf<T>, index: number) => ReactNode) | undefined;
  // A section type this build does not know yet (a Studio with a newer schema than the deployed site)
  // is left out rather than breaking the whole page.
  if (!render) {
    console.warn(`No renderer for the page section "${String(section._type)}"; it is left out.`);
    return null;
  }
  return render(section, index);
}

/**
 * The client messages a page's sections need: the forms' only where a contact form is among them, so a page without
 * one does not carry them (issue 16: 1.6 KB of the home page's HTML).
 */
export function sectionsArea(sections: readonly PageSection[]): 'sections' | 'sectionsWithForms' {
  return sections.some((section) => section._type === 'contactForm') ? 'sectionsWithForms' : 'sections';
}

/**
 * A page's sections, in the order the editor put them. A section with an anchor (issue 19 item 4: the menu's
 * /#about) is wrapped in an element with that id, so every section type can be linked to without each
 * component taking an id.
 */
export function Sections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section, index) => (
    <Fragment key={section._key}>
      {section.anchor ? (
        <div id={section.anchor} className={styles.anchored}>
          {renderSection(section, index)}
        </div>
      ) : (
        renderSection(section, index)
      )}
    </Fragment>
  ));
}
