import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { seoMetadata } from '@/lib/content/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/');
}

export default function HomePage({ params }: Props) {
  setRequestLocale(toLocale(use(params).locale));
  const t = useTranslations('common.home');
  return (
    <section className="hero container" data-testid="home-hero">
      <h1>{t('title')}</h1>
      <p className="hero__text">{t('text')}</p>
      <div className="hero__actions">
        <Link href="/download" className="button button--primary">
          {t('download')}
        </Link>
        <Link href="/checkout" className="button button--ghost">
          {t('tryForFree')}
        </Link>
      </div>
    </section>
  );
}
