import type { Locale } from '@/lib/i18n/config';
import { localizedPath } from '@/lib/i18n/config';
import { RELEASES_PATH } from './release-route';
import { type Architecture, latestInstallers } from './releases';

/** The installer a download link asks for: `?arch=arm64` (spec 1's Download for ARM), else x64. */
export function requestedArchitecture(search: URLSearchParams): Architecture {
  return search.get('arch') === 'arm64' ? 'arm64' : 'x64';
}

/**
 * spec 2: /download and /release/download have no screen of their own. They send the visitor to the
 * installer of the newest supported release for the architecture, or to the release list while there is none.
 */
export async function latestInstallerLocation(locale: Locale, architecture: Architecture = 'x64'): Promise<string> {
  const latest = await latestInstallers(locale);
  const installer = latest?.downloads.find((download) => download.architecture === architecture);
  return installer?.url ?? localizedPath(locale, RELEASES_PATH);
}
