import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/content/sitemap';
import { siteUrl } from '@/lib/site/url';

/** /sitemap.xml: every page in both languages, rebuilt when a page is published. */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteUrl());
}
