import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BlogList } from '@/components/blog/blog-list';
import { postListPage } from '@/lib/content/blog';
import { BLOG_PATH } from '@/lib/content/blog-paths';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), BLOG_PATH);
}

/** spec 2: /blog, the first page of the post list, newest first. Later pages are /blog/page/{n}. */
export default async function BlogPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const list = await postListPage(locale, 1);
  if (!list) notFound();
  return <BlogList list={list} />;
}
