import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProgramJsonLd } from '@/components/program-json-ld';
import { Sections, sectionsArea } from '@/components/sections/registry';
import { programPrices } from '@/lib/commerce/program-prices';
import { pageByPath } from '@/lib/content/pages';
import { seoEntryByUrl, seoMetadata } from '@/lib/content/seo';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { listedPlan } from '@/lib/site/program';
import { siteUrl } from '@/lib/site/url';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/');
}

/** The home page: the sections of the '/' page document, edited in the Studio. */
export default async function HomePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [page, seo, prices] = await Promise.all([pageByPath(locale, '/'), seoEntryByUrl(locale, '/'), programPrices()]);
  if (!page) notFound();
  const program = {
    description: seo?.description ?? '',
    url: new URL(localizedPath(locale, '/'), siteUrl()).href,
    prices: prices && { oneYear: listedPlan(prices.oneYear), lifetime: listedPlan(prices.lifetime) },
  };
  return (
    <ClientMessages area={sectionsArea(page.sections)}>
      <ProgramJsonLd facts={program} />
      <Sections sections={page.sections} />
    </ClientMessages>
  );
}
