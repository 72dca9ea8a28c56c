'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { RETURN_URL_PARAM } from '@/lib/api/sign-in-params';
import { type Locale, localizedPath } from '@/lib/i18n/config';

interface SignOutButtonProps {
  className?: string;
  /** The button's words, when it is not a plain "Sign out" (e.g. "Sign in again"). */
  label?: { button: string; pending: string };
  /** A page of ours (already localized) the sign-in page sends the user back to. */
  returnPath?: string;
}

/** spec 4 "sign-out clears it": ends the session on the server, then opens the sign-in page. */
export function SignOutButton({ className = 'button button--ghost', label, returnPath }: SignOutButtonProps) {
  const t = useTranslations('user.signOut');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  async function signOut() {
    setState('pending');
    try {
      await api.post('/api/auth/sign-out', { locale });
      // A full load, so nothing rendered for the signed-in user stays on screen.
      const signIn = localizedPath(locale, '/user/sign-in');
      window.location.assign(returnPath ? `${signIn}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnPath })}` : signIn);
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={signOut} disabled={state === 'pending'} data-testid="sign-out">
        {state === 'pending' ? (label?.pending ?? t('pending')) : (label?.button ?? t('button'))}
      </button>
      {state === 'failed' ? <span role="alert">{t('failed')}</span> : null}
    </>
  );
}
