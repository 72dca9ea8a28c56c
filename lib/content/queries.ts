import { defineQuery } from 'groq';

// Every GROQ query of the site. Typed by Sanity TypeGen (sanity.types.ts, `npm run typegen`); the
// bundled source evaluates these same strings with groq-js, so both sources return the same shapes.

/**
 * A per-field localised value (localeString, localeText) in the locale `$locale` ('en' | 'zh_CN',
 * see lib/content/locale.ts), showing the English while a translation is missing or blank
 * (DESIGN: Content). One select arm per non-base locale: TypeGen cannot know $locale, so it would
 * type the shorter `field[$locale]` as an array filter.
 */
// `as const` here and on the fragments keeps each query a string literal type, which is the key of
// TypeGen's query map (SanityQueries) that types fetchContent's result.
const localised = <Field extends string>(field: Field) =>
  `coalesce(select($locale == "zh_CN" && ${field}.zh_CN != "" => ${field}.zh_CN), ${field}.en)` as const;

const seoEntryProjection = /* groq */ `{
  url,
  "title": ${localised('title')},
  "description": ${localised('description')},
  "keywords": ${localised('keywords')}
}` as const;

const offerBannerProjection = /* groq */ `{
  enabled,
  price,
  priceOld,
  "text": ${localised('text')},
  "buttonLabel": ${localised('buttonLabel')}
}` as const;

/** All SEO entries in one locale, by url (spec 7: GET /api/seo). */
export const seoEntriesQuery = defineQuery(
  `*[_type == "seoEntry" && defined(url)] | order(url asc) ${seoEntryProjection}`,
);

/** The SEO entry of one url ('/blog'), or null; the fallback to the home entry is the caller's. */
export const seoEntryByUrlQuery = defineQuery(
  `*[_type == "seoEntry" && url == $url][0] ${seoEntryProjection}`,
);

/** The offer banner singleton (spec 3), or null before a marketer has created it. */
export const offerBannerQuery = defineQuery(
  `*[_type == "offerBanner" && _id == "offerBanner"][0] ${offerBannerProjection}`,
);

/** Studio validation: is the url used by another SEO entry than this one (published or draft)? */
export const seoUrlTakenQuery = defineQuery(
  `defined(*[_type == "seoEntry" && url == $url && !(_id in [$id, $draftId])][0]._id)`,
);

/** How many documents the source serves (GET /api/health). */
export const documentCountQuery = defineQuery(`count(*)`);

/**
 * A page by path in one language ($language: 'en' | 'zh_CN'), or its English version when it has not
 * been translated (pages are translated per document). Each section brings only its own fields.
 */
export const pageByPathQuery = defineQuery(
  `*[_type == "page" && path == $path && language in [$language, "en"]]
    | order(select(language == $language => 0, 1) asc)[0]{
      path,
      language,
      sections[]{
        _key,
        _type,
        _type == "hero" => { heading, text, primaryAction{ label, href }, secondaryAction{ label, href } },
        _type == "richText" => { body }
      }
    }`,
);

/** Every page's path, language and last change, for the sitemap. */
export const pagePathsQuery = defineQuery(`*[_type == "page" && defined(path)]{ path, language, _updatedAt }`);
