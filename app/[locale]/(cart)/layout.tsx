import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** spec 2: the cart layout (checkout): the brand and a way back, nothing to distract from paying. */
export default function CartLayout({ children }: { children: ReactNode }) {
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
        {children}
      </main>
    </div>
  );
}
