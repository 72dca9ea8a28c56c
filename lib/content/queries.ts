import { defineQuery } from 'groq';

// Every GROQ query of the site. Typed by Sanity TypeGen (sanity.types.ts, `npm run typegen`); the
// bundled source evaluates these same strings with groq-js, so both sources return the same shapes.

/**
 * A per-field localised value (localeString, localeText) in the locale `$locale` ('en' | 'zh_CN',
 * see lib/content/locale.ts), showing the English while a translation is missing or blank
 * (DESIGN: Content). One select arm per non-base locale: TypeGen cannot know $locale, so it would
 * type the shorter `field[$locale]` as an array filter. Queries of a page, and of what a page joins,
 * name the locale $language instead (inPageLanguage below).
 */
// `as const` here and on the fragments keeps each query a string literal type, which is the key of
// TypeGen's query map (SanityQueries) that types fetchContent's result.
// TypeGen evaluates these helpers itself and cannot follow one calling another: each spells out its own.
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
  endsAt,
  term,
  pcNum,
  "text": ${localised('text')},
  "buttonLabel": ${localised('buttonLabel')}
}` as const;

/**
 * The same fallback for documents joined into a page, whose query names the language $language. `@`
 * as the field reads the current item, for arrays of localeString.
 */
const inPageLanguage = <Field extends string>(field: Field) =>
  `coalesce(select($language == "zh_CN" && ${field}.zh_CN != "" => ${field}.zh_CN), ${field}.en)` as const;

// A reference to an unpublished or deleted document joins as null: such items are left out.
const gameProjection = /* groq */ `games[defined(@->_id)]->{
  _id,
  // A dataset from before titles were per language holds the name as plain text: shown as it is until it is retyped.
  "name": select(defined(name.en) => ${inPageLanguage('name')}, name),
  "blurb": ${inPageLanguage('blurb')},
  "genre": ${inPageLanguage('genre')},
  "worksWith": worksWith[]{ _key, "label": ${inPageLanguage('@')} }
}` as const;

const reviewProjection = /* groq */ `reviews[defined(@->_id)]->{
  _id,
  author,
  "quote": ${inPageLanguage('quote')},
  rating,
  "source": ${inPageLanguage('source')}
}` as const;
// Releases: fragments (the page builder's releaseHistory section joins them too, so they come first).
// Release queries take the locale as $language, like pageByPathQuery, so the section's sub-query and
// the release pages share one projection.

/** Published releases that can be shown: the Studio requires both fields, a hand-edited dataset might not. */
const listedReleases = /* groq */ `*[_type == "release" && defined(version) && defined(releasedAt)]` as const;

/** spec 2: a row of the release notes history (release, new features, fixed issues, released, discontinued). */
const releaseSummaryFields = /* groq */ `version,
  releasedAt,
  "title": coalesce(${inPageLanguage('title')}, "Remapper " + version),
  "newFeatures": newFeatures[]{ _key, "text": ${inPageLanguage('@')} },
  "fixedIssues": fixedIssues[]{ _key, "text": ${inPageLanguage('@')} },
  "discontinued": discontinued == true,
  discontinuedAt` as const;

const releaseDownloadsProjection = /* groq */ `downloads[]{
    _key,
    architecture,
    url,
    "label": ${inPageLanguage('label')}
  }` as const;

/** All SEO entries in one locale, by url (spec 7: GET /api/seo). */
export const seoEntriesQuery = defineQuery(
  `*[_type == "seoEntry" && defined(url)] | order(url asc) ${seoEntryProjection}`,
);

/** The SEO entry of one url ('/blog'), or null; the fallback to the home entry is the caller's. */
export const seoEntryByUrlQuery = defineQuery(
  `*[_type == "seoEntry" && url == $url][0] ${seoEntryProjection}`,
);

const menuLinkProjection = /* groq */ `{ _key, href, "label": ${localised('label')} }` as const;

/** spec 2: the menu, footer and cookie banner of every page (the siteSettings singleton). */
export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0] {
    "mainMenu": mainMenu[] ${menuLinkProjection},
    "footerGroups": footerGroups[] {
      _key,
      "title": ${localised('title')},
      "links": links[] ${menuLinkProjection}
    },
    "cookieBanner": cookieBanner {
      "text": ${localised('text')},
      "detailsLabel": ${localised('detailsLabel')},
      detailsHref,
      "okLabel": ${localised('okLabel')}
    },
    analyticsId,
    tagManagerId
  }`,
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
 * An imageWithAlt field with what drawing it needs: the asset's id (the image URL is built from it),
 * size and blurred placeholder, the editor's hotspot and crop, and the alt text in the page's language
 * ($language) with the English while it is untranslated.
 */
const imageProjection = /* groq */ `{
  "alt": ${inPageLanguage('alt')},
  hotspot{ x, y, height, width },
  crop{ top, bottom, left, right },
  asset->{ _id, metadata{ lqip, dimensions{ width, height } } }
}` as const;

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
        anchor,
        // One branch per section type, each ending in a comma (GROQ allows the trailing one).
        _type == "contactForm" => { form, heading, intro },
        _type == "richText" => { body, "tableOfContents": coalesce(tableOfContents, false) },
        _type == "thankedLanguages" => { heading, intro, items[]{ _key, language, nativeName, translators } },
        _type == "deviceLinks" => { heading, intro, items[]{ _key, device, label } },
        _type == "slider" => { label, slides[]{ _key, heading, text, action{ label, href } } },
        _type == "gamesCarousel" => { heading, "games": ${gameProjection} },
        _type == "reviewsCarousel" => { heading, "reviews": ${reviewProjection} },
        _type == "featureGrid" => { heading, intro, items[]{ _key, anchor, title, text, link{ label, href } } },
        _type == "faq" => { heading, items[]{ _key, question, answer } },
        _type == "callToAction" => { heading, text, actions[]{ _key, label, href } },
        _type == "downloadButtons" => {
          heading, text, download{ label, href }, trial{ label, href }, downloadArm{ label, href }
        },
        _type == "systemRequirements" => { heading, rows[]{ _key, label, value } },
        _type == "comparisonTable" => { heading, columns, rows[]{ _key, label, cells[]{ _key, mark, text, price } } },
        _type == "releaseHistory" => {
          heading,
          "releases": ${listedReleases} | order(releasedAt desc, version desc) { ${releaseSummaryFields} }
        },
        _type == "hero" => {
          heading,
          text,
          primaryAction{ label, href },
          secondaryAction{ label, href },
          image ${imageProjection}
        },
      }
    }`,
);

/**
 * Studio validation of a menu entry: does the page at $path (in any language, draft or published) have a
 * section or a feature with the anchor $anchor?
 */
export const pageHasAnchorQuery = defineQuery(
  `count(*[_type == "page" && path == $path && ($anchor in sections[].anchor || $anchor in sections[].items[].anchor)]) > 0`,
);

/** Every page's path, language and last change, for the sitemap. */
export const pagePathsQuery = defineQuery(`*[_type == "page" && defined(path)]{ path, language, _updatedAt }`);

// Routing: what the proxy needs before a request reaches a route (lib/http/page-proxy.ts, lib/content/routing-table.ts).

/** Studio validation: does another redirect (published or draft) start at this path? */
export const redirectFromTakenQuery = defineQuery(
  `defined(*[_type == "redirect" && from == $from && !(_id in [$id, $draftId])][0]._id)`,
);

/**
 * What the proxy routes by: the paths that have a page or a how-to document, the posts' slugs and
 * languages, the releases' states, and the redirect rules.
 */
export const routingTableQuery = defineQuery(`{
  "pagePaths": array::unique(*[_type == "page" && defined(path)].path),
  "howToPaths": array::unique(*[_type == "howTo" && defined(path)].path),
  "communityDevices": array::unique(*[_type == "communityDevice" && defined(device)].device),
  "posts": *[_type == "post" && defined(slug.current) && defined(publishedAt)]{ "slug": slug.current, language },
  "releases": *[_type == "release" && defined(version)]{ version, "discontinued": discontinued == true, redirectTo },
  "redirects": *[_type == "redirect" && defined(from) && defined(to)]{ from, to, permanent },
  "thirdParty": *[_type == "siteSettings" && _id == "siteSettings"][0]{ analyticsId, tagManagerId }
}`);

/** The UI strings edited in the Studio, in one locale (English where the translation is blank). */
export const uiMessagesQuery = defineQuery(
  `*[_type == "uiMessage" && defined(key)]{ key, "value": ${localised('value')} }`,
);

// Releases (spec 2, 3: /releases, /releases/release-{version}, the release-redirect rule, /download).

/** Every release, newest first, with its notes in one locale. */
export const releasesQuery = defineQuery(
  `${listedReleases} | order(releasedAt desc, version desc) { ${releaseSummaryFields} }`,
);

/** One release by its exact version, with its installers, or null. */
export const releaseByVersionQuery = defineQuery(
  `${listedReleases}[version == $version][0]{
  ${releaseSummaryFields},
  ${releaseDownloadsProjection}
}`,
);

/** The installers of the releases still supported; the newest is picked in lib/content/releases.ts. */
export const supportedReleaseInstallersQuery = defineQuery(
  `${listedReleases}[!(discontinued == true)]{ version, releasedAt, ${releaseDownloadsProjection} }`,
);

/** What the release-redirect rule needs: each version's state, and which /discontinued-{version} pages exist. */
export const releaseRoutingQuery = defineQuery(
  `{
    "releases": *[_type == "release" && defined(version)]{ version, "discontinued": discontinued == true, redirectTo },
    "pagePaths": *[_type == "page" && string::startsWith(path, "/discontinued-")].path
  }`,
);

/** Studio validation: does another release (published or draft) have this version? */
export const releaseVersionTakenQuery = defineQuery(
  `defined(*[_type == "release" && version == $version && !(_id in [$id, $draftId])][0]._id)`,
);

/** The release pages of the sitemap: supported versions only (a discontinued one redirects). */
export const releaseSitemapQuery = defineQuery(
  `${listedReleases}[!(discontinued == true)]{ version, _updatedAt }`,
);

// Blog -----------------------------------------------------------------------------------------------
// Posts are translated per document ($locale: 'en' | 'zh_CN'): a slug is shown in the visitor's
// language when that post is published, else in English. Authors are translated per field.

/**
 * The posts a locale lists: its own, plus the English ones it has no published translation of. `^.translated`
 * is the list of the locale's slugs, computed once by the enclosing projection (see postListQuery): a
 * subquery inside this filter would scan the dataset again for every post (seconds in groq-js).
 */
const postsInLocale = /* groq */ `*[_type == "post" && defined(slug.current) && defined(publishedAt) && (
  language == $locale ||
  (language == "en" && !(slug.current in ^.translated))
)]` as const;

const postAuthorProjection = /* groq */ `author->{
  name,
  "role": ${localised('role')},
  "bio": ${localised('bio')}
}` as const;

const postSummaryProjection = /* groq */ `{
  title,
  "slug": slug.current,
  language,
  publishedAt,
  excerpt,
  "author": ${postAuthorProjection}
}` as const;

/** One page of the post list, newest first ($start, $end: the slice), and how many posts there are. */
export const postListQuery = defineQuery(
  `{ "translated": *[_type == "post" && language == $locale].slug.current }{
    "total": count(${postsInLocale}),
    "posts": ${postsInLocale} | order(publishedAt desc, slug.current asc) [$start...$end] ${postSummaryProjection}
  }`,
);

/** A post by slug in one locale, or its English version while it is untranslated; null when neither exists. */
export const postBySlugQuery = defineQuery(
  `*[_type == "post" && slug.current == $slug && defined(publishedAt) && language in [$locale, "en"]]
    | order(select(language == $locale => 0, 1) asc)[0]{
      title,
      "slug": slug.current,
      language,
      publishedAt,
      excerpt,
      "author": ${postAuthorProjection},
      body
    }`,
);

/** Every post's slug, language and last change: for prerendering and the sitemap. */
export const postSlugsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && defined(publishedAt)]{ "slug": slug.current, language, _updatedAt }`,
);

/** Studio validation: does another post in this language use the slug (published or draft)? */
export const postSlugTakenQuery = defineQuery(
  `defined(*[_type == "post" && slug.current == $slug && language == $language && !(_id in [$id, $draftId])][0]._id)`,
);

// How-to ------------------------------------------------------------------------------------------

/**
 * A how-to guide by path in one language ($language: 'en' | 'zh_CN'), or its English version while the
 * translation is missing (guides are translated per document, like pages).
 */
export const howToByPathQuery = defineQuery(
  `*[_type == "howTo" && path == $path && language in [$language, "en"]]
    | order(select(language == $language => 0, 1) asc)[0]{
      path,
      language,
      title,
      intro,
      device,
      "requirements": coalesce(requirements, []),
      "steps": coalesce(steps[]{ _key, title, body }, []),
      "closing": coalesce(closing, []),
      "related": coalesce(related[]{ _key, label, href }, []),
      _updatedAt
    }`,
);

/** Every guide's path, language and last change: the prerendered routes, the proxy's list, the sitemap. */
export const howToPathsQuery = defineQuery(`*[_type == "howTo" && defined(path)]{ path, language, _updatedAt }`);

/** Studio validation: does another guide than this one (published or draft) use the path in this language? */
export const howToPathTakenQuery = defineQuery(
  `defined(*[_type == "howTo" && path == $path && language == $language && !(_id in [$id, $draftId])][0]._id)`,
);

/** The translators' zh-CN glossary (issue 25): the Studio warns when zh-CN copy uses a term it avoids. */
export const glossaryTermsQuery = defineQuery(`*[_type == "glossaryTerm"] { en, zhCN, avoid, allowedIn }`);

// Community devices (spec 2: /community/configs/gamepad/{device}), translated per document like how-to guides.

/** One device's page in $language, else its English one; null when the device has no published page. */
export const communityDeviceQuery = defineQuery(
  `*[_type == "communityDevice" && device == $device && language in [$language, "en"]]
    | order(select(language == $language => 0, 1) asc)[0]{
      device,
      language,
      title,
      deviceName,
      intro,
      "shared": coalesce(shared[]{ _key, title, text }, []),
      "body": coalesce(body, []),
      "guide": guide{ label, href },
      _updatedAt
    }`,
);

/** Every published device page's device, language and last change (the sitemap, the prerendered params). */
export const communityDevicesQuery = defineQuery(
  `*[_type == "communityDevice" && defined(device)]{ device, language, _updatedAt }`,
);

/** Studio validation: does another page than this one (published or draft) describe the device in this language? */
export const communityDeviceTakenQuery = defineQuery(
  `defined(*[_type == "communityDevice" && device == $device && language == $language && !(_id in [$id, $draftId])][0]._id)`,
);
