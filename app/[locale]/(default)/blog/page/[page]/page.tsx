import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogList } from '@/components/blog/blog-list';
import { laterBlogPages, postListPage } from '@/lib/content/blog';
import { blogListPageMetadata } from '@/lib/content/blog-metadata';
import { parseBlogPageNumber } from '@/lib/content/blog-paths';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string; page: string }> };

/** Pages 2 and up of each locale's list; one that a new post adds renders on its first visit. */
export async function generateStaticParams({ params }: { params: { locale: string } }): Promise<{ page: string }[]> {
  const pages = await laterBlogPages(toLocale(params.locale));
  return pages.map((page) => ({ page: String(page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param, page: segment } = await params;
  const locale = toLocale(param);
  const page = parseBlogPageNumber(segment);
  if (page === null) return {};
  const t = await getTranslations({ locale, namespace: 'blog.pagination' });
  return blogListPageMetadata(locale, page, t('page', { n: page }));
}

/** /blog/page/{n}: a later page of the post list. Page 1 lives at /blog only; a page past the last is a 404. */
export default async function BlogListPage({ params }: Props) {
  const { locale: param, page: segment } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const page = parseBlogPageNumber(segment);
  const list = page === null ? null : await postListPage(locale, page);
  if (!list) notFound();
  return <BlogList list={list} />;
}
