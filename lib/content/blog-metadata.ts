import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/config';
import type { Post } from './blog';
import { BLOG_PATH, blogListPath, blogPostPath } from './blog-paths';
import { seoEntryByUrl } from './seo';
import { buildSeoMetadata, HOME_SEO_URL } from './seo-metadata';

// The blog's metadata, built like every page's (lib/content/seo-metadata.ts: canonical and hreflang
// alternates, the home entry as the fallback), from the /blog SEO entry or the post itself.

/** /blog/page/{n}: the /blog entry, its title followed by the page label ("Page 2"). */
export async function blogListPageMetadata(locale: Locale, page: number, pageLabel: string): Promise<Metadata> {
  const [blog, home] = await Promise.all([seoEntryByUrl(locale, BLOG_PATH), seoEntryByUrl(locale, HOME_SEO_URL)]);
  const path = blogListPath(page);
  const title = blog?.title ?? home?.title;
  return buildSeoMetadata(locale, path, {
    page: blog && { ...blog, url: path, title: title ? `${title} · ${pageLabel}` : pageLabel },
    home,
  });
}

/** A post: its own title and excerpt; keywords from the home entry. */
export async function postMetadata(locale: Locale, post: Post): Promise<Metadata> {
  const path = blogPostPath(post.slug);
  const home = await seoEntryByUrl(locale, HOME_SEO_URL);
  return buildSeoMetadata(locale, path, {
    page: { url: path, title: post.title, description: post.excerpt || null, keywords: null },
    home,
  });
}
