'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { authFormFailure } from '@/lib/auth/form-outcome';
import styles from './user.module.css';

type Sent = 'idle' | 'sending' | 'sent' | 'alreadyConfirmed' | 'failed' | 'rateLimited';

interface ResendActivationProps {
  /** spec 7 send-activation-email: the address from the sign-in and sign-up pages, the link's hash from /user/activate. */
  target: { email: string } | { hash: string };
  label: string;
  sentText: string;
}

/** A button that mails a new activation link, and says how that went in a live region. */
export function ResendActivation({ target, label, sentText }: ResendActivationProps) {
  const t = useTranslations('user');
  const locale = useLocale();
  const [state, setState] = useState<Sent>('idle');

  async function send() {
    setState('sending');
    try {
      const answer = await api.post<{ status: 'sent' | 'already-confirmed' }>('/api/auth/send-activation-email', { ...target, locale });
      setState(answer.status === 'already-confirmed' ? 'alreadyConfirmed' : 'sent');
    } catch (error) {
      setState(authFormFailure(error, []).kind === 'rateLimited' ? 'rateLimited' : 'failed');
    }
  }

  const message = {
    idle: '',
    sending: '',
    sent: sentText,
    alreadyConfirmed: t('signIn.alreadyConfirmed'),
    failed: t('common.genericError'),
    rateLimited: t('common.rateLimited'),
  }[state];
  return (
    <div className={styles.actions}>
      <button type="button" className="button button--ghost" onClick={send} disabled={state === 'sending' || state === 'sent'}>
        {state === 'sending' ? t('common.sending') : label}
      </button>
      <p role="status" data-testid="resend-status">
        {message}
      </p>
    </div>
  );
}
