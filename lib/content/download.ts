import type { Locale } from '../i18n/config';
import { localizedPath } from '../i18n/config';
import { RELEASES_PATH } from './release-route';
import { latestInstallers } from './releases';

/**
 * spec 2: /download and /release/download have no screen of their own. They send the visitor to the
 * x64 installer of the newest supported release, or to the release list while there is none.
 */
export async function latestInstallerLocation(locale: Locale): Promise<string> {
  const latest = await latestInstallers(locale);
  const installer = latest?.downloads.find(({ architecture }) => architecture === 'x64');
  return installer?.url ?? localizedPath(locale, RELEASES_PATH);
}
