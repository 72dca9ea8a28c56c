import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HowToGuide } from '@/components/how-to/how-to-guide';
import { howToByPath, howToPaths } from '@/lib/content/how-to';
import { howToPathOfSlug, howToSlug } from '@/lib/content/how-to-path';
import { seoMetadata } from '@/lib/content/seo';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { siteUrl } from '@/lib/site/url';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Every guide is prerendered; one a marketer adds later renders on its first visit. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await howToPaths()).map((path) => ({ slug: howToSlug(path) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  // The public path's entry: the page is shown at /how-to-..., not at this internal route.
  return seoMetadata(toLocale(locale), `/${slug}`);
}

/**
 * spec 2: a how-to page (/how-to-use-joycons-on-pc). The proxy rewrites the public path of a guide
 * here; the guide's content and its HowTo structured data come from its howTo document.
 */
export default async function HowToGuidePage({ params }: Props) {
  const { locale: param, slug } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const path = howToPathOfSlug(slug);
  const guide = path === null ? null : await howToByPath(locale, path);
  if (!guide) notFound();
  const pageUrl = new URL(localizedPath(locale, guide.path), siteUrl()).href;
  return <HowToGuide guide={guide} pageUrl={pageUrl} />;
}
