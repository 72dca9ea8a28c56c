import type { SchemaTypeDefinition } from 'sanity';
import { communityDevice } from './documents/community-device';
import { game } from './documents/game';
import { glossaryTerm } from './documents/glossary-term';
import { howTo } from './documents/how-to';
import { offerBanner } from './documents/offer-banner';
import { page } from './documents/page';
import { redirect } from './documents/redirect';
import { review } from './documents/review';
import { release } from './documents/release';
import { author } from './documents/author';
import { post } from './documents/post';
import { seoEntry } from './documents/seo-entry';
import { siteSettings } from './documents/site-settings';
import { uiMessage } from './documents/ui-message';
import { imageWithAlt } from './objects/image-with-alt';
import { link } from './objects/link';
import { menuLink } from './objects/menu-link';
import { localeString, localeText } from './objects/localised';
import { sectionTypes } from './sections';

// Every schema type of the Studio. A new type is one file under documents/ or objects/ plus one line here.
export const schemaTypes: SchemaTypeDefinition[] = [
  // Objects shared by documents
  localeString,
  localeText,
  link,
  menuLink,
  imageWithAlt,
  // Page-builder sections
  ...sectionTypes,
  // Documents
  page,
  seoEntry,
  offerBanner,
  siteSettings,
  redirect,
  uiMessage,
  glossaryTerm,
  // Shared by the marketing sections (games and reviews carousels)
  game,
  review,
  release,
  // Blog
  post,
  author,
  howTo,
  // spec 2: /community/configs/gamepad/{device}
  communityDevice,
];
