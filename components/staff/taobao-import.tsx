'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

interface ImportReport {
  loaded: { line: number; code: string }[];
  refused: { line: number; code: string; message: string }[];
}

type State = 'idle' | 'busy' | { report: ImportReport } | { error: string };

/** Issue 20: a CSV file of Taobao codes sent as it is; the report lists what loaded and each refused row. */
export function TaobaoImport() {
  const t = useTranslations('staff.taobao');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const fieldId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>('idle');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setState({ error: t('noFile') });
      return;
    }
    setState('busy');
    try {
      const report = await api.post<ImportReport>('/api/staff/taobao-codes', await chosen.text(), {
        query: { locale },
        headers: { 'content-type': 'text/csv' },
      });
      setState({ report });
      router.refresh();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { message?: string } | undefined) : undefined;
      setState({ error: body?.message ?? t('failed') });
    }
  };

  const errorText = typeof state === 'object' && 'error' in state ? state.error : null;
  const report = typeof state === 'object' && 'report' in state ? state.report : null;
  return (
    <form onSubmit={send} className={formStyles.form} data-testid="taobao-import" noValidate>
      <div className={formStyles.field}>
        <label htmlFor={fieldId} className={formStyles.label}>
          {t('file')}
        </label>
        <input
          id={fieldId}
          ref={file}
          type="file"
          accept=".csv,text/csv"
          className={formStyles.input}
          aria-describedby={`${fieldId}-hint`}
        />
        <p id={`${fieldId}-hint`} className={formStyles.hint}>
          {t('format')}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={!hydrated || state === 'busy'}>
        {state === 'busy' ? t('busy') : t('importButton')}
      </button>
      <div role="status" className={errorText ? styles.statusError : styles.status} data-testid="taobao-import-status">
        {errorText}
        {report ? (
          <>
            <p data-testid="taobao-loaded">{t('loaded', { count: report.loaded.length })}</p>
            {report.refused.length > 0 ? (
              <>
                <p>{t('refused', { count: report.refused.length })}</p>
                <table data-testid="taobao-refused">
                  <thead>
                    <tr>
                      <th scope="col">{t('line')}</th>
                      <th scope="col">{t('code')}</th>
                      <th scope="col">{t('reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.refused.map((row) => (
                      <tr key={row.line}>
                        <td>{row.line}</td>
                        <td>{row.code}</td>
                        <td>{row.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
