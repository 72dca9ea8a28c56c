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
  communityDevice: 'communityDevice',
  // Not a document type: the shop's price list in PostgreSQL (lib/commerce/initial-plan-prices.ts,
  // program-prices.ts). A staff price change (issue 20) expires it through the same relay as a publish, so
  // every instance shows the new price at once; the start-up and reconnection expiries include it.
  prices: 'prices',
} as const;

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS];

/**
 * The joins between types, declared once: a document type that other types' queries join, with the tags of
 * the documents that show it. Publishing one clears those too (lib/content/revalidate.ts), so a data
 * function tags only the types it reads itself. The page query joins games and reviews into its carousels
 * and releases into its release history.
 */
export const JOINED_INTO: Partial<Record<ContentTag, readonly ContentTag[]>> = {
  [CONTENT_TAGS.game]: [CONTENT_TAGS.page],
  [CONTENT_TAGS.review]: [CONTENT_TAGS.page],
  [CONTENT_TAGS.release]: [CONTENT_TAGS.page],
};
