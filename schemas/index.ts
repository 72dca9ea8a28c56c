import type { SchemaTypeDefinition } from 'sanity';
import { offerBanner } from './documents/offer-banner';
import { seoEntry } from './documents/seo-entry';
import { localeString, localeText } from './objects/localised';

// Every schema type of the Studio. A new type is one file under documents/ or objects/ plus one line here.
export const schemaTypes: SchemaTypeDefinition[] = [
  // Objects shared by documents
  localeString,
  localeText,
  // Documents
  seoEntry,
  offerBanner,
];
