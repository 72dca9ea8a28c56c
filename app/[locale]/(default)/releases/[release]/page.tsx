import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ReleaseArticle } from '@/components/releases/release-article';
import { formatReleaseDate } from '@/components/releases/release-date';
import { releaseRoute, releaseSegmentVersion } from '@/lib/content/release-route';
import { releaseByVersion, releaseRouting } from '@/lib/content/releases';
import { seoEntryByUrl, seoMetadata } from '@/lib/content/seo';
import { localizedPath, toLocale } from '@/lib/i18n/config';

// Next has no partial dynamic segments ("release-[version]"), so the segment is [release] and the
// "release-" prefix is parsed here; a segment without it is a 404.
type Props = { params: Promise<{ locale: string; release: string }> };

/** Every supported version is prerendered; any other segment is decided by the rule on its first visit. */
export async function generateStaticParams(): Promise<{ release: string }[]> {
  const { releases, pagePaths } = await releaseRouting();
  return releases
    .filter(({ version }) => releaseRoute(version, releases, pagePaths).action === 'render')
    .map(({ version }) => ({ release: `release-${version}` }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param, release: segment } = await params;
  const locale = toLocale(param);
  const version = releaseSegmentVersion(segment);
  const release = version === null ? null : await releaseByVersion(locale, version);
  if (!release) return seoMetadata(locale, `/releases/${segment}`);
  const [metadata, entry] = await Promise.all([seoMetadata(locale, release.url), seoEntryByUrl(locale, release.url)]);
  // A marketer's SEO entry for this page wins; otherwise the title names the version, not the home page.
  if (entry) return metadata;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'releases.release' }), getFormatter({ locale })]);
  return {
    ...metadata,
    title: { absolute: t('metaTitle', { version: release.version }) },
    description: t('metaDescription', { version: release.version, date: formatReleaseDate(format, release.releasedAt) }),
  };
}

/** spec 2: /releases/release-{version}, guarded by the release-redirect rule (lib/content/release-route.ts). */
export default async function ReleasePage({ params }: Props) {
  const { locale: param, release: segment } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const version = releaseSegmentVersion(segment);
  if (version === null) notFound();

  const { releases, pagePaths } = await releaseRouting();
  const decision = releaseRoute(version, releases, pagePaths);
  if (decision.action === 'redirect') {
    const location = localizedPath(locale, decision.location);
    if (decision.permanent) permanentRedirect(location);
    redirect(location);
  }

  const release = await releaseByVersion(locale, decision.version);
  if (!release) notFound();
  return <ReleaseArticle release={release} />;
}
