'use client';

// The client entry of NextStudio: the default `next-sanity/studio` entry also injects Sanity's CDN
// bridge script, which the embedded Studio does not need (and which cannot load offline).
import { NextStudio } from 'next-sanity/studio/client-component';
import { useEffect, useMemo, useState } from 'react';
import type { StudioTarget } from '@/lib/content/env';
import { createStudioConfig } from '@/sanity.config';
import { LakeGuide, type LakeGuideCopy } from './lake-guide';
import { lakeAddress, useLakeReach } from './lake-reach';

/** Where Sanity's token login (auth.loginMethod 'token') reads the Studio's token: sanity's core/store/authStore. */
const tokenStorageKey = (projectId: string) => `__studio_auth_token_${projectId}`;

/** What the Studio says before it mounts, in each language (the page picks from the messages). */
export type StudioCopy = Record<'en' | 'zh-CN', { lakeTokenUnavailable: string; lakeGuide: LakeGuideCopy }>;

type SignIn = { state: 'pending' } | { state: 'signedIn' } | { state: 'failed'; message: string };

/**
 * With the local Content Lake (apiHost set), the Studio needs the lake's token, which the static page must
 * not carry (anyone may load it). So before it mounts it asks the app for it, same-origin and never cached
 * (app/api/studio/lake-token, which hands it to the site's own page on this machine only), and stores it
 * where the token login reads it, replacing whatever was there: a token of an earlier lake (another data
 * folder) or the fixed 'local-studio' of before would be refused by this one.
 */
async function signInToLocalLake(projectId: string, unavailable: string): Promise<SignIn> {
  try {
    const response = await fetch('/api/studio/lake-token', { method: 'POST', cache: 'no-store', credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as { token?: unknown; message?: unknown };
    if (!response.ok || typeof body.token !== 'string') {
      return { state: 'failed', message: typeof body.message === 'string' ? body.message : unavailable };
    }
    window.localStorage.setItem(tokenStorageKey(projectId), JSON.stringify({ token: body.token, time: new Date().toISOString() }));
    return { state: 'signedIn' };
  } catch {
    return { state: 'failed', message: unavailable };
  }
}

function browserLanguage(): keyof StudioCopy {
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

export function EmbeddedStudio({ target, copy }: { target: StudioTarget; copy: StudioCopy }) {
  const { projectId, dataset, apiHost } = target;
  const address = apiHost ? lakeAddress(apiHost, projectId) : undefined;
  const reach = useLakeReach(address);
  const [signIn, setSignIn] = useState<SignIn>(apiHost ? { state: 'pending' } : { state: 'signedIn' });
  useEffect(() => {
    if (!apiHost) return;
    let current = true;
    void signInToLocalLake(projectId, copy[browserLanguage()].lakeTokenUnavailable).then((result) => {
      if (current) setSignIn(result);
    });
    return () => {
      current = false;
    };
  }, [projectId, apiHost, copy]);
  const config = useMemo(() => createStudioConfig({ projectId, dataset, apiHost }), [projectId, dataset, apiHost]);

  if (address && (reach === 'untrusted' || reach === 'down')) {
    const language = browserLanguage();
    return <LakeGuide kind={reach} address={address} copy={copy[language].lakeGuide} lang={language} />;
  }
  if (reach === 'checking' || signIn.state === 'pending') return null;
  if (signIn.state === 'failed') {
    return (
      <p role="alert" style={{ margin: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        {signIn.message}
      </p>
    );
  }
  return <NextStudio config={config} />;
}
