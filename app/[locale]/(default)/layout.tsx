import { setRequestLocale } from 'next-intl/server';
import { use, type ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { toLocale } from '@/lib/i18n/config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** spec 2: the default layout. */
export default function DefaultLayout({ children, params }: Props) {
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(toLocale(use(params).locale));
  return <SiteChrome>{children}</SiteChrome>;
}
