import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TaobaoCodeForm } from '@/components/shop/taobao-code-form';
import { UserPage } from '@/components/user/user-page';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'shop.taobao' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** spec 2 /user/taobao-purchase: enter a purchase code to apply it to the signed-in account. */
export default async function TaobaoPurchasePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  // The code's plan goes to an account: signing in comes first, and brings the buyer back here.
  await requireSignedIn(locale, localizedPath(locale, '/user/taobao-purchase'));
  const t = await getTranslations({ locale, namespace: 'shop.taobao' });
  return (
    <UserPage title={t('title')} intro={t('intro')} testId="taobao-purchase-page">
      <TaobaoCodeForm />
    </UserPage>
  );
}
