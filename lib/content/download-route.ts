import { toLocale } from '../i18n/config';
import { latestInstallerLocation } from './download';

type Context = { params: Promise<{ locale: string }> };

/**
 * spec 2: /download and /release/download are placeholder routes with no screen: 307 to the latest
 * supported x64 installer, uncached (the target changes with every release).
 */
export async function installerRedirect(_request: Request, { params }: Context): Promise<Response> {
  const location = await latestInstallerLocation(toLocale((await params).locale));
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } });
}
