import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReleaseEntries } from '@/components/releases/release-entries';
import { ReleaseHistoryTable } from '@/components/releases/release-history-table';
import { releases } from '@/lib/content/releases';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/releases');
}

/** spec 2: /releases, the release entries (spec 3: title, url, date) and the release notes history. */
export default async function ReleasesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [list, t] = await Promise.all([releases(locale), getTranslations({ locale, namespace: 'releases' })]);
  return (
    <div className="container" data-testid="releases-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="release-versions">
        <h2 id="release-versions">{t('versionsHeading')}</h2>
        <ReleaseEntries releases={list} />
      </section>
      <ReleaseHistoryTable releases={list} />
    </div>
  );
}
