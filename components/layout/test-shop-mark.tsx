import { useTranslations } from 'next-intl';

/**
 * The issue "Go live safely": a site that is not local but takes fake payments (PAYMENTS=fake, a staging
 * site) says so on every page, above everything else, so nobody mistakes it for the shop.
 */
export function TestShopMark() {
  const t = useTranslations('common.testShop');
  return (
    <div className="test-shop-mark" role="note" data-testid="test-shop-mark">
      <strong>{t('label')}</strong> {t('text')}
    </div>
  );
}
