import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use, type ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

/** spec 2: the cart layout (checkout): the brand and a way back, nothing to distract from paying. */
export default function CartLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(toLocale(use(params).locale));
  const t = useTranslations('common');
  return (
    <div className="cart-layout" data-testid="cart-layout">
      <header className="cart-layout__header container">
        <Link href="/" className="site-header__brand" aria-label={t('site.home')}>
          <span aria-hidden="true" className="site-header__logo" />
          {t('site.name')}
        </Link>
        <Link href="/">{t('checkout.backToSite')}</Link>
      </header>
      <main id="main" className="cart-layout__main container">
        <ClientMessages area="cart">{children}</ClientMessages>
      </main>
    </div>
  );
}
