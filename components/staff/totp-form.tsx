'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

/**
 * Issue 20: the staff sign-in's second step. A right code gives the session staff rights; the first one after
 * the set-up answers the recovery codes, shown here once, before going on.
 */
export function TotpForm({ returnPath }: { returnPath: string }) {
  const t = useTranslations('staff.verify');
  const locale = useLocale();
  const hydrated = useHydrated();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ verified: true; recovery_codes: string[] | null }>('/api/staff/totp', { code, locale });
      if (answer.recovery_codes) setRecoveryCodes(answer.recovery_codes);
      // A full load: the new session cookie holds the staff rights every page reads.
      else window.location.assign(returnPath);
    } catch (failure) {
      const body =
        failure instanceof ApiError ? (failure.body as { message?: string; errors?: { message?: string }[] } | undefined) : undefined;
      setError(body?.errors?.[0]?.message ?? body?.message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <section className={styles.card} aria-labelledby="recovery-heading" data-testid="recovery-codes">
        <h2 id="recovery-heading">{t('recoveryHeading')}</h2>
        <p className={styles.links}>{t('recoveryIntro')}</p>
        <ul>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <a className="button button--primary" href={returnPath}>
          {t('continue')}
        </a>
      </section>
    );
  }

  return (
    <form onSubmit={send} className={formStyles.form} data-testid="totp-form" noValidate>
      <div className={formStyles.field}>
        <label htmlFor={codeId} className={formStyles.label}>
          {t('code')}
        </label>
        <input
          id={codeId}
          className={formStyles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          aria-describedby={`${codeId}-hint${error ? ` ${codeId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${codeId}-hint`} className={formStyles.hint}>
          {t('codeHint')}
        </p>
        {error ? (
          <p id={`${codeId}-error`} className={formStyles.error} role="alert" data-testid="totp-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
        {busy ? t('pending') : t('submit')}
      </button>
    </form>
  );
}
