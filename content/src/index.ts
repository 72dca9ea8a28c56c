import { blogDocuments } from './blog';
import { imageAssets } from './assets';
import type { BundledDocument } from './lib/documents';
import { offerBanner, offerBannerDraft } from './offer-banner';
import { communityPages } from './pages/community';
import { communityDevices } from './community-devices';
import { gamedevsPages } from './pages/gamedevs';
import { helpPages } from './pages/help';
import { redirects } from './redirects';
import { partnersPages } from './pages/partners';
import { supportUkrainePages } from './pages/support-ukraine';
import { translatorsPages } from './pages/translators';
import { legalPages } from './pages/legal';
import { games } from './games';
import { glossaryDocuments } from './glossary';
import { homePages } from './pages/home';
import { productPages } from './pages/products';
import { reviews } from './reviews';
import { discontinuedPages } from './pages/discontinued';
import { releases } from './releases';
import { howToGuides } from './how-to';
import { seoEntries } from './seo';
import { siteSettings } from './site-settings';
import { uiMessages } from './ui-messages';

// The bundled dataset, in the order of content/production.ndjson. Each area of the site keeps its
// copy in its own module; `npm run content:build` writes the NDJSON that the Content Lake stand-in
// imports on first start and `npm run content:import` pushes to a Sanity project.
export const bundledDocuments: BundledDocument[] = [
  // The bundled images' asset documents (content/assets, `npm run content:assets`).
  ...Object.values(imageAssets),
  offerBanner,
  siteSettings,
  ...seoEntries,
  ...homePages,
  ...redirects,
  ...uiMessages,
  // The zh-CN glossary translators own (issue 25).
  ...glossaryDocuments,
  // The contact and community pages
  ...helpPages,
  ...partnersPages,
  ...translatorsPages,
  ...gamedevsPages,
  ...communityPages,
  // spec 2: /community/configs/gamepad/{device}
  ...communityDevices,
  ...supportUkrainePages,
  ...legalPages,
  // Marketing sections: the games and reviews of the carousels, and the product pages
  ...games,
  ...reviews,
  ...productPages,
  ...releases,
  ...discontinuedPages,
  // Blog: authors, then each post in en and zh_CN
  ...blogDocuments,
  ...howToGuides,
  // Unpublished drafts: what a marketer is still working on.
  offerBannerDraft,
  // A draft of the /blog SEO title, never shown on the site until published.
  ...seoEntries
    .filter(({ url }) => url === '/blog')
    .map((entry) => ({
      ...entry,
      _id: `drafts.${entry._id}`,
      _updatedAt: '2025-06-20T14:30:00Z',
      title: { ...entry.title, en: 'Remapper blog (draft title)', zh_CN: 'Remapper 博客（草稿标题）' },
    })),
];
