'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

interface Report {
  loaded: { line: number; serial: string; email: string; pcs: number }[];
  refused: { line: number; serial: string; message: string }[];
}

/**
 * The legacy licence import (issue 20): a CSV file (read here as text) or pasted lines, sent to
 * POST /api/staff/legacy-licences; then the report of what was loaded and which lines were refused, and why.
 */
export function LegacyImportForm() {
  const t = useTranslations('staff.legacy');
  const locale = useLocale();
  const hydrated = useHydrated();
  const fieldId = useId();
  const [csv, setCsv] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | { report: Report } | { error: string }>('idle');

  const chooseFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv((await file.text()).replace(/^\uFEFF/, ''));
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      setState({ report: await api.post<Report>('/api/staff/legacy-licences', { csv, locale }) });
    } catch (error) {
      const answer =
        error instanceof ApiError ? (error.body as { message?: string; errors?: { message?: string }[] } | undefined) : undefined;
      const message = answer?.errors?.[0]?.message ?? answer?.message;
      setState({ error: message ? t('fileRefused', { message }) : t('failed') });
    }
  };

  const report = typeof state === 'object' && 'report' in state ? state.report : null;
  const errorText = typeof state === 'object' && 'error' in state ? state.error : null;
  return (
    <>
      <form onSubmit={send} className={formStyles.form} data-testid="legacy-import" noValidate>
        <div className={formStyles.field}>
          <label htmlFor={`${fieldId}-file`} className={formStyles.label}>
            {t('fileLabel')}
          </label>
          <input id={`${fieldId}-file`} type="file" accept=".csv,text/csv" onChange={(event) => void chooseFile(event)} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${fieldId}-text`} className={formStyles.label}>
            {t('text')}
          </label>
          <textarea
            id={`${fieldId}-text`}
            className={formStyles.input}
            rows={8}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={!hydrated || state === 'busy'}>
          {state === 'busy' ? t('busy') : t('submit')}
        </button>
        <p role="status" className={errorText ? styles.statusError : styles.status}>
          {errorText ?? ''}
        </p>
      </form>
      {report ? (
        <section className={styles.card} aria-labelledby={`${fieldId}-report`} data-testid="legacy-report">
          <h2 id={`${fieldId}-report`}>{t('report')}</h2>
          <p data-testid="legacy-loaded">{t('loaded', { count: report.loaded.length })}</p>
          {report.loaded.length > 0 ? (
            <ul>
              {report.loaded.map((row) => (
                <li key={row.line}>{t('loadedRow', { serial: row.serial, email: row.email, pcs: row.pcs })}</li>
              ))}
            </ul>
          ) : null}
          <p data-testid="legacy-refused">{t('refusedCount', { count: report.refused.length })}</p>
          {report.refused.length > 0 ? (
            <ul>
              {report.refused.map((row) => (
                <li key={row.line}>{t('refusedRow', { line: row.line, reason: row.message })}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
