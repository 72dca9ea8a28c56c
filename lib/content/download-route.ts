import { toLocale } from '@/lib/i18n/config';
import { latestInstallerLocation, requestedArchitecture } from './download';

type Context = { params: Promise<{ locale: string }> };

/**
 * spec 2: /download and /release/download are placeholder routes with no screen: 307 to the latest
 * supported installer, x64 or (with `?arch=arm64`) ARM64, uncached (the target changes with every release).
 */
export async function installerRedirect(request: Request, { params }: Context): Promise<Response> {
  const architecture = requestedArchitecture(new URL(request.url).searchParams);
  const location = await latestInstallerLocation(toLocale((await params).locale), architecture);
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } });
}
