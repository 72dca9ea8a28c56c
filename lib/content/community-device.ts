import type { CommunityDeviceQueryResult, CommunityDevicesQueryResult } from '@/sanity.types';
import { type CommunityDevice, communityConfigsPath, isCommunityDevice } from '@/lib/community/devices';
import type { Locale } from '@/lib/i18n/config';
import { contentLocale } from './locale';
import { communityDeviceQuery, communityDevicesQuery } from './queries';
import { fetchContent } from './source';
import { CONTENT_TAGS } from './tags';

// spec 2: the community page of one gamepad (/community/configs/gamepad/{device}), a communityDevice
// document per device and language (schemas/documents/community-device.ts).

type DeviceRow = NonNullable<CommunityDeviceQueryResult>;

export interface CommunityDevicePage {
  device: CommunityDevice;
  /** The page's own language: 'en' when the requested translation does not exist yet. */
  language: DeviceRow['language'];
  title: string;
  deviceName: string;
  intro: string;
  shared: { key: string; title: string; text: string }[];
  body: DeviceRow['body'];
  guide: { label: string; href: string } | null;
  updatedAt: string;
}

const TAGS = [CONTENT_TAGS.communityDevice];

/** Reshapes the query's row into the site's page; null for a device outside the spec's list. */
export function toCommunityDevicePage(row: DeviceRow): CommunityDevicePage | null {
  if (!isCommunityDevice(row.device)) return null;
  return {
    device: row.device,
    language: row.language,
    title: row.title,
    deviceName: row.deviceName,
    intro: row.intro,
    shared: row.shared.map(({ _key, title, text }) => ({ key: _key, title, text })),
    body: [...row.body],
    guide: row.guide?.label && row.guide.href ? { label: row.guide.label, href: row.guide.href } : null,
    updatedAt: row._updatedAt,
  };
}

/** The page of `device` in a locale, its English page while untranslated, or null (not a device of spec 2, or no page). */
export async function communityDevicePage(locale: Locale, device: string): Promise<CommunityDevicePage | null> {
  if (!isCommunityDevice(device)) return null;
  const row = await fetchContent(communityDeviceQuery, { device, language: contentLocale(locale) }, { tags: TAGS });
  return row === null ? null : toCommunityDevicePage(row);
}

/** Every published device page as sitemap rows (its public path, language and last change). */
export async function communityDeviceSitemapRows(): Promise<{ path: string; language: CommunityDevicesQueryResult[number]['language']; _updatedAt: string }[]> {
  const rows = await fetchContent(communityDevicesQuery, {}, { tags: TAGS });
  return rows.flatMap(({ device, language, _updatedAt }) =>
    isCommunityDevice(device) ? [{ path: communityConfigsPath(device), language, _updatedAt }] : [],
  );
}

/** The devices with a published page in any language (the route's prerendered params). */
export async function communityDevicesWithPages(): Promise<CommunityDevice[]> {
  const rows = await fetchContent(communityDevicesQuery, {}, { tags: TAGS });
  return [...new Set(rows.map(({ device }) => device).filter(isCommunityDevice))].sort();
}
