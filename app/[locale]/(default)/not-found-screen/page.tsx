import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/not-found-screen';
import { toLocale } from '@/lib/i18n/config';

export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ locale: string }> };

/**
 * spec 2: the 404 screen in the default layout, prerendered per locale (and again when a publish clears
 * the layout's content tags). The proxy answers a path with nothing to show with it, status 404 and the
 * path put in (lib/content/not-found-screen.ts), instead of rendering app/global-not-found.tsx per request.
 */
export default async function NotFoundScreenPage({ params }: Props) {
  setRequestLocale(toLocale((await params).locale));
  return <NotFoundScreen />;
}
