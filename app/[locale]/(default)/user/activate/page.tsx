import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Activation, ActivationRefused } from '@/components/user/activation';
import { UserPage } from '@/components/user/user-page';
import { userPageMetadata } from '@/lib/auth/page-metadata';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPageMetadata(toLocale((await params).locale), 'activate');
}

/** spec 2 /user/activate?hash=: the browser confirms the email (never this GET, see useLinkCall). */
export default async function ActivatePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const hash = singleParam(await searchParams, 'hash');
  const t = await getTranslations({ locale, namespace: 'user' });
  return (
    <UserPage title={t('activate.title')} testId="activate-page">
      {hash ? <Activation hash={hash} /> : <ActivationRefused hash={null} />}
    </UserPage>
  );
}
