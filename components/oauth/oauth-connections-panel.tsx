'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { oauthStartPath } from '@/lib/auth/oauth/paths';
import { OAUTH_PROVIDER_IDS, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Locale } from '@/lib/i18n/config';
import styles from './oauth.module.css';

/** One row of GET /api/account/oauth-list. */
interface Connection {
  id: number;
  provider_id: number;
  provider: OAuthProviderName;
  email: string | null;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; connections: Connection[] };

async function loadConnections(): Promise<Load> {
  try {
    const response = await fetch('/api/account/oauth-list', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'loaded', connections: (await response.json()) as Connection[] };
  } catch {
    return { kind: 'failed' };
  }
}

interface Props {
  locale: Locale;
  returnUrl: string;
  providers: OAuthProviderName[];
}

export function OAuthConnectionsPanel({ locale, returnUrl, providers }: Props) {
  const t = useTranslations('oauth');
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    void loadConnections().then((next) => {
      if (live) setLoad(next);
    });
    return () => {
      live = false;
    };
  }, []);

  // The button that had focus was disabled while it worked (or is gone): the message takes focus.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  const providerName = (provider: OAuthProviderName) => t(`providers.${provider}`);

  async function disconnect(connection: Connection) {
    setBusy(connection.id);
    setError(null);
    setStatus(null);
    const provider = providerName(connection.provider);
    try {
      const response = await fetch('/api/auth/disconnect-google-oauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id: connection.id, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.ok) {
        setLoad(await loadConnections());
        setStatus(t('connections.disconnected', { provider }));
      } else {
        setError(body.message ?? t('connections.disconnectFailed', { provider }));
      }
    } catch {
      setError(t('connections.disconnectFailed', { provider }));
    } finally {
      setBusy(null);
    }
  }

  const connections = load.kind === 'loaded' ? load.connections : [];
  const shown = [...new Set([...providers, ...connections.map((row) => row.provider)])].sort(
    (a, b) => OAUTH_PROVIDER_IDS[a] - OAUTH_PROVIDER_IDS[b],
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="oauth-connections">
      <h2 id={headingId} className={styles.panelHeading}>
        {t('connections.heading')}
      </h2>
      <p className={styles.intro}>{t('connections.intro')}</p>
      <div aria-live="polite">
        {status && (
          <p ref={statusRef} tabIndex={-1} className={styles.status} data-testid="oauth-status">
            {status}
          </p>
        )}
      </div>
      <div role="alert">
        {error && (
          <p ref={errorRef} tabIndex={-1} className={styles.error} data-testid="oauth-error">
            {error}
          </p>
        )}
      </div>
      {load.kind === 'loading' && <p role="status">{t('connections.loading')}</p>}
      {load.kind === 'failed' && <p className={styles.error}>{t('connections.loadFailed')}</p>}
      {load.kind === 'loaded' && (
        <ul className={styles.connections}>
          {shown.map((provider) => {
            const connection = connections.find((row) => row.provider === provider);
            return (
              <li key={provider} className={styles.connection} data-testid={`oauth-connection-${provider}`}>
                <span>
                  <span className={styles.connectionName}>{providerName(provider)}</span>
                  <span className={styles.connectionStatus}>
                    {connection
                      ? connection.email
                        ? t('connections.connectedAs', { name: connection.email })
                        : t('connections.connected')
                      : t('connections.notConnected')}
                  </span>
                </span>
                {connection ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy !== null}
                    aria-busy={busy === connection.id}
                    onClick={() => void disconnect(connection)}
                  >
                    {busy === connection.id
                      ? t('connections.disconnecting')
                      : t('connections.disconnect', { provider: providerName(provider) })}
                  </button>
                ) : (
                  providers.includes(provider) && (
                    <a className="button button--primary" href={oauthStartPath(provider, { intent: 'connect', returnUrl, locale })}>
                      {t('connections.connect', { provider: providerName(provider) })}
                    </a>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
