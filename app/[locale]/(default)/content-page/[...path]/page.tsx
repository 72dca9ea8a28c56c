import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Sections, sectionsArea } from '@/components/sections/registry';
import { pageByPath, pagePaths } from '@/lib/content/pages';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string; path: string[] }> };

const joinPath = (segments: string[]) => `/${segments.map(decodeURIComponent).join('/')}`;

/** Every page document's path is prerendered; one a marketer adds later renders on its first visit. */
export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  const paths = await pagePaths();
  return paths.filter((path) => path !== '/').map((path) => ({ path: path.slice(1).split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  return seoMetadata(toLocale(locale), joinPath(path));
}

/**
 * A marketing page (/help, /eula, /macro-controller ...): the sections of its page document. The proxy
 * rewrites a path that has a page document here (lib/http/page-proxy.ts), so an unknown path never reaches this
 * route and gets the server-rendered 404 of app/global-not-found.tsx.
 */
export default async function ContentPage({ params }: Props) {
  const { locale: param, path } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const page = await pageByPath(locale, joinPath(path));
  if (!page) notFound();
  return (
    <ClientMessages area={sectionsArea(page.sections)}>
      <Sections sections={page.sections} />
    </ClientMessages>
  );
}
