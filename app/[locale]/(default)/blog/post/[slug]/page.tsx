import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PostArticle } from '@/components/blog/post-article';
import { postBySlug, postSlugs } from '@/lib/content/blog';
import { postMetadata } from '@/lib/content/blog-metadata';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Every post is prerendered in both languages; one published later renders on its first visit. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await postSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param, slug } = await params;
  const locale = toLocale(param);
  const post = await postBySlug(locale, decodeURIComponent(slug));
  return post ? postMetadata(locale, post) : {};
}

/** spec 2: /blog/post/{slug}, in the visitor's language, or in English while it is untranslated. */
export default async function BlogPostPage({ params }: Props) {
  const { locale: param, slug } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const post = await postBySlug(locale, decodeURIComponent(slug));
  if (!post) notFound();
  return <PostArticle post={post} />;
}
