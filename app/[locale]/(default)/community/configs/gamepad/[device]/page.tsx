import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CommunityDeviceArticle } from '@/components/community/community-device-article';
import { communityConfigsPath } from '@/lib/community/devices';
import { communityDevicePage, communityDevicesWithPages } from '@/lib/content/community-device';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string; device: string }> };

/** Every device with a page is prerendered; its cache tag (communityDevice) refreshes it on a publish. */
export async function generateStaticParams(): Promise<{ device: string }[]> {
  return (await communityDevicesWithPages()).map((device) => ({ device }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param, device } = await params;
  const locale = toLocale(param);
  const page = await communityDevicePage(locale, device);
  if (!page) return {};
  return seoMetadata(locale, communityConfigsPath(page.device), { title: page.title, description: page.intro, keywords: null });
}

/**
 * spec 2: /community/configs/gamepad/{device}, the community page of one gamepad of the spec's list, from
 * its communityDevice document. The proxy answers a device off the list, or without a page, with the
 * server-rendered 404 (lib/content/route-request.ts) before it gets here.
 */
export default async function CommunityDevicePage({ params }: Props) {
  const { locale: param, device } = await params;
  const locale = toLocale(param);
  setRequestLocale(locale);
  const page = await communityDevicePage(locale, device);
  if (!page) notFound();
  return <CommunityDeviceArticle page={page} />;
}
