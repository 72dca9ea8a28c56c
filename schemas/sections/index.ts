import { contactFormSection } from './contact-form';
import { heroSection } from './hero';
import { releaseHistorySection } from './release-history';
import { richTextSection } from './rich-text';
import { deviceLinksSection } from './device-links';
import { thankedLanguagesSection } from './thanked-languages';

import { callToActionSection } from './call-to-action';
import { comparisonTableSection } from './comparison-table';
import { downloadButtonsSection } from './download-buttons';
import { faqSection } from './faq';
import { featureGridSection } from './feature-grid';
import { gamesCarouselSection } from './games-carousel';
import { reviewsCarouselSection } from './reviews-carousel';
import { sliderSection } from './slider';
import { systemRequirementsSection } from './system-requirements';
import { sectionAnchorField } from './fields';

// The page builder's sections. Adding one is a schema file here, a component in components/sections,
// and one line in each registry (this list and components/sections/registry.tsx). Every section gets the
// anchor field last (components/sections/registry.tsx gives the section that id).
export const sectionTypes = [
  heroSection,
  richTextSection,
  // Marketing sections: the home and product pages
  sliderSection,
  gamesCarouselSection,
  reviewsCarouselSection,
  featureGridSection,
  faqSection,
  callToActionSection,
  downloadButtonsSection,
  systemRequirementsSection,
  comparisonTableSection,
  // Contact and community pages
  thankedLanguagesSection,
  deviceLinksSection,
  contactFormSection,
  // Releases
  releaseHistorySection,
].map((section) => ({ ...section, fields: [...section.fields, sectionAnchorField] }));
