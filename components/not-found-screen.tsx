'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { ErrorScreen } from './error-screen';

/** spec 2: the 404 screen; the path comes from the browser because not-found pages get no params. */
export function NotFoundScreen() {
  const t = useTranslations('common.errors');
  const path = usePathname();
  return (
    <ErrorScreen
      kind="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      detail={<span data-testid="error-path">{t('pageNotFound', { path })}</span>}
    />
  );
}
