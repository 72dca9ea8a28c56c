import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/checkout');
}

// The shop issue builds the checkout itself; this page holds its place in the cart layout.
export default function CheckoutPage({ params }: Props) {
  setRequestLocale(toLocale(use(params).locale));
  const t = useTranslations('common.checkout');
  return (
    <section data-testid="checkout">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </section>
  );
}
