// The Studio's "Translations" view (issue 4): for each kind of content, the GROQ filter of the documents
// a translator still has to do in zh-CN. Long documents are translated per document (an English one
// without a zh_CN twin is missing); short strings per field (a blank zh_CN field is missing, and the site
// shows the English meanwhile). Tested against groq-js in tests/unit/studio-translations.test.ts.

// An optional field left empty in English has nothing to translate.
const blank = (field: string) => `(defined(${field}.en) && ${field}.en != "" && (!defined(${field}.zh_CN) || ${field}.zh_CN == ""))`;
const anyBlank = (fields: readonly string[]) => fields.map(blank).join(' || ');

export interface MissingTranslations {
  id: string;
  title: string;
  type: string;
  filter: string;
}

export const MISSING_TRANSLATIONS: readonly MissingTranslations[] = [
  {
    id: 'pages-without-zh',
    title: 'Pages without a Chinese version',
    type: 'page',
    filter: '_type == "page" && language == "en" && !(path in *[_type == "page" && language == "zh_CN"].path)',
  },
  {
    id: 'posts-without-zh',
    title: 'Blog posts without a Chinese version',
    type: 'post',
    filter: '_type == "post" && language == "en" && !(slug.current in *[_type == "post" && language == "zh_CN"].slug.current)',
  },
  {
    id: 'how-tos-without-zh',
    title: 'How-to guides without a Chinese version',
    type: 'howTo',
    filter: '_type == "howTo" && language == "en" && !(path in *[_type == "howTo" && language == "zh_CN"].path)',
  },
  {
    id: 'community-devices-without-zh',
    title: 'Community device pages without a Chinese version',
    type: 'communityDevice',
    filter: '_type == "communityDevice" && language == "en" && !(device in *[_type == "communityDevice" && language == "zh_CN"].device)',
  },
  {
    id: 'ui-untranslated',
    title: 'UI texts not yet translated',
    type: 'uiMessage',
    filter: `_type == "uiMessage" && (${blank('value')})`,
  },
  {
    id: 'seo-untranslated',
    title: 'SEO entries with untranslated fields',
    type: 'seoEntry',
    filter: `_type == "seoEntry" && (${anyBlank(['title', 'description', 'keywords'])})`,
  },
  {
    id: 'banner-untranslated',
    title: 'Offer banner',
    type: 'offerBanner',
    filter: `_type == "offerBanner" && (${anyBlank(['text', 'buttonLabel'])})`,
  },
  {
    id: 'settings-untranslated',
    title: 'Site settings (menu, footer, cookie banner)',
    type: 'siteSettings',
    filter: `_type == "siteSettings" && (count(mainMenu[${blank('label')}]) > 0 || count(footerGroups[${blank('title')} || count(links[${blank('label')}]) > 0]) > 0 || ${anyBlank(['cookieBanner.text', 'cookieBanner.detailsLabel', 'cookieBanner.okLabel'])})`,
  },
  {
    id: 'releases-untranslated',
    title: 'Releases with untranslated notes',
    type: 'release',
    filter: `_type == "release" && (${blank('title')} || count(newFeatures[${blank('@')}]) > 0 || count(fixedIssues[${blank('@')}]) > 0)`,
  },
  {
    id: 'games-untranslated',
    title: 'Games with untranslated fields',
    type: 'game',
    filter: `_type == "game" && (${blank('blurb')})`,
  },
  {
    id: 'reviews-untranslated',
    title: 'Reviews with untranslated fields',
    type: 'review',
    filter: `_type == "review" && (${blank('quote')})`,
  },
];
