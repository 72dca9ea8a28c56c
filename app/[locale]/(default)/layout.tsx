import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { siteChromeContent } from '@/lib/content/site-chrome';
import { toLocale } from '@/lib/i18n/config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** spec 2: the default layout. */
export default async function DefaultLayout({ children, params }: Props) {
  const locale = toLocale((await params).locale);
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(locale);
  return <SiteChrome content={await siteChromeContent(locale)}>{children}</SiteChrome>;
}
