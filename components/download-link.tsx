'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useHydrated } from './sections/use-browser';

/**
 * spec 1 and 6: Download, Try for free and Download for ARM download the installer (the route answers with the
 * installer's address, so the page stays), and the visitor is told what happens next: the trial starts in the
 * program. A plain link, so the download works before the page's scripts run (without the notice then:
 * `data-ready` marks the link once it can show it).
 */
export function DownloadLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useTranslations('common.downloadStarted');
  const [started, setStarted] = useState(false);
  // False in the server's HTML and while hydrating, true once the click handler is attached.
  const ready = useHydrated();
  return (
    <>
      <a href={href} className={className} onClick={() => setStarted(true)} data-ready={ready || undefined}>
        {children}
      </a>
      {started ? (
        <section className="download-started" role="status" aria-label={t('title')} data-testid="download-started">
          <p className="download-started__title">{t('title')}</p>
          <ol className="download-started__steps">
            <li>{t('run')}</li>
            <li>{t('signIn')}</li>
            <li>{t('trial')}</li>
          </ol>
          <button type="button" className="button button--ghost" onClick={() => setStarted(false)}>
            {t('close')}
          </button>
        </section>
      ) : null}
    </>
  );
}
