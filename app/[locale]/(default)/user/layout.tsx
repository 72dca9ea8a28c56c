import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { toLocale } from '@/lib/i18n/config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The sign-up, sign-in and password pages: their forms' messages in the browser. */
export default async function UserLayout({ children, params }: Props) {
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(toLocale((await params).locale));
  return <ClientMessages area="user">{children}</ClientMessages>;
}
