'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { type Locale, localizedPath } from '@/lib/i18n/config';

/** spec 4 "sign-out clears it": ends the session on the server, then opens the sign-in page. */
export function SignOutButton({ className = 'button button--ghost' }: { className?: string }) {
  const t = useTranslations('user.signOut');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  async function signOut() {
    setState('pending');
    try {
      await api.post('/api/auth/sign-out', { locale });
      // A full load, so nothing rendered for the signed-in user stays on screen.
      window.location.assign(localizedPath(locale, '/user/sign-in'));
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={signOut} disabled={state === 'pending'} data-testid="sign-out">
        {state === 'pending' ? t('pending') : t('button')}
      </button>
      {state === 'failed' ? <span role="alert">{t('failed')}</span> : null}
    </>
  );
}
