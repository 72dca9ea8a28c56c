import { portableText } from './portable-text';

// Builders for the bundled dataset (content/src → content/production.ndjson, `npm run content:build`).
// They give every document and array item the system fields Sanity would, deterministically.

export const FIRST_PUBLISHED = '2025-06-02T09:00:00Z';

export interface BundledDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/** A document with its timestamps; `updatedAt` defaults to `createdAt`. */
export function document<const Fields extends { _id: string; _type: string }>(
  fields: Fields,
  { createdAt = FIRST_PUBLISHED, updatedAt = createdAt }: { createdAt?: string; updatedAt?: string } = {},
): Fields & BundledDocument {
  return { ...fields, _createdAt: createdAt, _updatedAt: updatedAt };
}

/** A short per-field translated string (schemas/objects/localised.ts). */
export const localeString = (en: string, zhCN: string) => ({ _type: 'localeString' as const, en, zh_CN: zhCN });

/** A longer per-field translated text. */
export const localeText = (en: string, zhCN: string) => ({ _type: 'localeText' as const, en, zh_CN: zhCN });


/** A button or link (schemas/objects/link.ts). */
export const link = (label: string, href: string) => ({ _type: 'link' as const, label, href });

/** Array items get `_key`s: the item's own `key`, else its position. */
export function keyed<Item extends object>(items: readonly (Item & { key?: string })[], prefix = 'k') {
  return items.map(({ key, ...item }, index) => ({ _key: key ?? `${prefix}${index}`, ...item }));
}

/** A section of a page: its type, a key that stays put while editors reorder, and its fields. */
export function section<const Type extends string, Fields extends object>(type: Type, key: string, fields: Fields) {
  return { _type: type, _key: key, ...fields };
}

export { portableText };
