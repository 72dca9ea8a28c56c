// Cache tags, named once: data functions set them, /api/revalidate clears them (DESIGN: Content).
// One tag per Sanity document type, so a publish webhook (which names the _type) clears exactly
// the pages that read that type.
export const CONTENT_TAGS = {
  page: 'page',
  seoEntry: 'seoEntry',
  offerBanner: 'offerBanner',
  siteSettings: 'siteSettings',
  redirect: 'redirect',
  uiMessage: 'uiMessage',
  game: 'game',
  review: 'review',
  release: 'release',
  // Blog
  post: 'post',
  author: 'author',
  howTo: 'howTo',
} as const;

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS];

