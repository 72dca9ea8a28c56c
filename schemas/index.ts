import type { SchemaTypeDefinition } from 'sanity';
import { offerBanner } from './documents/offer-banner';
import { page } from './documents/page';
import { seoEntry } from './documents/seo-entry';
import { link } from './objects/link';
import { localeString, localeText } from './objects/localised';
import { sectionTypes } from './sections';

// Every schema type of the Studio. A new type is one file under documents/ or objects/ plus one line here.
export const schemaTypes: SchemaTypeDefinition[] = [
  // Objects shared by documents
  localeString,
  localeText,
  link,
  // Page-builder sections
  ...sectionTypes,
  // Documents
  page,
  seoEntry,
  offerBanner,
];
