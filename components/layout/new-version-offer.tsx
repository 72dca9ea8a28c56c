'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BUILD_POLL_MS, latestDeploymentId, watchUnsentInput } from '@/lib/ui/new-version';

/**
 * spec 7: while the page is open, the latest build is asked for every BUILD_POLL_MS while the tab is visible (and at
 * once when it comes back after longer); a new one is offered as a reload, never forced, and the offer warns when
 * the visitor has typed into a form since sending it. `build` is the deployment that rendered the page (none in
 * development: nothing is asked).
 */
export function NewVersionOffer({ build }: { build: string | undefined }) {
  const t = useTranslations('common.newVersion');
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [unsent, setUnsent] = useState(false);

  useEffect(() => watchUnsentInput(document, setUnsent), []);

  useEffect(() => {
    if (!build || BUILD_POLL_MS === 0) return;
    let lastAsked = Date.now();
    let stopped = false;
    const ask = async () => {
      lastAsked = Date.now();
      const latest = await latestDeploymentId();
      if (!stopped && latest !== undefined && latest !== build) setAvailable(true);
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void ask();
    }, BUILD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastAsked >= BUILD_POLL_MS) void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [build]);

  if (!available || dismissed) return null;
  return (
    <section className="new-version" role="status" aria-label={t('label')} data-testid="new-version">
      <p>
        {t('text')}
        {unsent ? <strong className="new-version__warning"> {t('unsent')}</strong> : null}
      </p>
      <div className="new-version__actions">
        <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
          {t('later')}
        </button>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    </section>
  );
}
