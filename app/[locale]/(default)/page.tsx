import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/json-ld';
import { Sections } from '@/components/sections/registry';
import { programPrices } from '@/lib/commerce/program-prices';
import { pageByPath } from '@/lib/content/pages';
import { seoEntryByUrl, seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';
import { programJsonLd } from '@/lib/site/program';

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
  const program = await programJsonLd(locale, { description: seo?.description ?? '', prices });
  return (
    <ClientMessages area="sections">
      <JsonLd data={program} />
      <Sections sections={page.sections} />
    </ClientMessages>
  );
}
