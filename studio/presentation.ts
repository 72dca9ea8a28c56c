import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation';
import { communityConfigsPath, isCommunityDevice } from '@/lib/community/devices';
import { releasePagePath, RELEASES_PATH } from '@/lib/content/release-route';

// The Presentation tool (issue 4): which pages show a document (its "Used on" locations), and which
// document a previewed URL opens. Paths are the site's public ones: English unprefixed, Chinese under /zh-CN.

/** '/help' in 'zh_CN' -> '/zh-CN/help'; the home page is '/zh-CN'. */
export function localisedHref(path: string, language: string | undefined): string {
  if (language !== 'zh_CN') return path;
  return path === '/' ? '/zh-CN' : `/zh-CN${path}`;
}

const BOTH_LANGUAGES = ['en', 'zh_CN'] as const;

export const presentationResolve: PresentationPluginOptions['resolve'] = {
  locations: {
    page: defineLocations({
      select: { path: 'path', language: 'language' },
      resolve: (doc) =>
        doc?.path ? { locations: [{ title: localisedHref(doc.path, doc.language), href: localisedHref(doc.path, doc.language) }] } : null,
    }),
    howTo: defineLocations({
      select: { title: 'title', path: 'path', language: 'language' },
      resolve: (doc) => (doc?.path ? { locations: [{ title: doc.title ?? doc.path, href: localisedHref(doc.path, doc.language) }] } : null),
    }),
    communityDevice: defineLocations({
      select: { title: 'title', device: 'device', language: 'language' },
      resolve: (doc) =>
        isCommunityDevice(doc?.device)
          ? {
              locations: [
                { title: doc.title ?? doc.device, href: localisedHref(communityConfigsPath(doc.device), doc.language) },
                { title: 'Community', href: localisedHref('/community', doc.language) },
              ],
            }
          : null,
    }),
    post: defineLocations({
      select: { title: 'title', slug: 'slug.current', language: 'language' },
      resolve: (doc) =>
        doc?.slug
          ? {
              locations: [
                { title: doc.title ?? doc.slug, href: localisedHref(`/blog/post/${doc.slug}`, doc.language) },
                { title: 'Blog', href: localisedHref('/blog', doc.language) },
              ],
            }
          : null,
    }),
    release: defineLocations({
      select: { version: 'version' },
      resolve: (doc) =>
        doc?.version
          ? {
              locations: [
                { title: `Release ${doc.version}`, href: releasePagePath(doc.version) },
                { title: 'Releases', href: RELEASES_PATH },
              ],
            }
          : null,
    }),
    seoEntry: defineLocations({
      select: { url: 'url' },
      resolve: (doc) =>
        doc?.url
          ? {
              locations: BOTH_LANGUAGES.map((language) => ({
                title: localisedHref(doc.url, language),
                href: localisedHref(doc.url, language),
              })),
            }
          : null,
    }),
    siteSettings: defineLocations({
      message: 'The menu, footer and cookie banner of every page',
      locations: BOTH_LANGUAGES.map((language) => ({ title: localisedHref('/', language), href: localisedHref('/', language) })),
    }),
    offerBanner: defineLocations({
      message: 'Pages outside the account, checkout, home and legal pages',
      locations: BOTH_LANGUAGES.map((language) => ({ title: localisedHref('/blog', language), href: localisedHref('/blog', language) })),
    }),
  },
  mainDocuments: defineDocuments([
    { route: '/zh-CN/blog/post/:slug', filter: '_type == "post" && slug.current == $slug && language == "zh_CN"' },
    { route: '/blog/post/:slug', filter: '_type == "post" && slug.current == $slug && language == "en"' },
    { route: '/zh-CN/community/configs/gamepad/:device', filter: '_type == "communityDevice" && device == $device && language == "zh_CN"' },
    { route: '/community/configs/gamepad/:device', filter: '_type == "communityDevice" && device == $device && language == "en"' },
    { route: '/zh-CN', filter: '_type == "page" && path == "/" && language == "zh_CN"' },
    { route: '/', filter: '_type == "page" && path == "/" && language == "en"' },
    { route: '/zh-CN/:path', filter: '_type in ["page", "howTo"] && path == "/" + $path && language == "zh_CN"' },
    { route: '/:path', filter: '_type in ["page", "howTo"] && path == "/" + $path && language == "en"' },
  ]),
};
