'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { dataExportFileName } from '@/lib/account/data-export-file';
import { api, ApiError } from '@/lib/api/client';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

/** The refusal's own words (a 429 says when to try again), or the generic failure. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'message' in error.body) {
    const { message } = error.body as { message: unknown };
    if (typeof message === 'string' && error.status === 429) return message;
  }
  return fallback;
}

/** Saves `text` as a file named `fileName`, as a link to it would. */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The profile's "Download my data" (issue 23, GDPR articles 15 and 20): the copy is made on request
 * (GET /api/account/data-export) and saved as a JSON file, or as a readable HTML page in the page's language,
 * with progress shown while it is prepared.
 */
export function DataExport() {
  const t = useTranslations('profile.data');
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'preparing' | 'downloaded' | { failed: string }>('idle');

  const locale = useLocale();
  const download = async (format: 'json' | 'html') => {
    setState('preparing');
    try {
      const data = await api.get<unknown>('/api/account/data-export', { query: { format, locale } });
      if (format === 'json') saveFile(`${JSON.stringify(data, null, 2)}\n`, dataExportFileName(new Date()), 'application/json');
      else saveFile(String(data), dataExportFileName(new Date(), 'html'), 'text/html');
      setState('downloaded');
    } catch (error) {
      setState({ failed: failureMessage(error, t('failed')) });
    }
  };

  const failed = typeof state === 'object';
  return (
    <div className={styles.actions}>
      <button type="button" className="button" onClick={() => download('json')} disabled={!hydrated || state === 'preparing'}>
        {state === 'preparing' ? t('preparing') : t('download')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => download('html')} disabled={!hydrated || state === 'preparing'}>
        {t('downloadHtml')}
      </button>
      {state === 'preparing' ? <progress aria-label={t('preparing')} data-testid="data-export-progress" /> : null}
      <p role="status" className={failed ? styles.statusError : styles.status} data-testid="data-export-status">
        {failed ? state.failed : state === 'downloaded' ? t('downloaded') : ''}
      </p>
    </div>
  );
}
