'use client';

// The client entry of NextStudio: the default `next-sanity/studio` entry also injects Sanity's CDN
// bridge script, which the embedded Studio does not need (and which cannot load offline).
import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';
import type { StudioTarget } from '../lib/content/env';
import { createStudioConfig } from '../sanity.config';

/** The local stand-in takes any bearer token; the Studio keeps its token in localStorage under this key. */
const LOCAL_STUDIO_TOKEN = 'local-studio';
const tokenStorageKey = (projectId: string) => `__studio_auth_token_${projectId}`;

/**
 * With the local Content Lake (apiHost set), sign the Studio in with a token before it starts: its client
 * then authenticates every call, as the Live Content API requires for drafts (the Presentation tool).
 */
function signInToLocalLake(projectId: string) {
  const key = tokenStorageKey(projectId);
  if (window.localStorage.getItem(key) === null) {
    window.localStorage.setItem(key, JSON.stringify({ token: LOCAL_STUDIO_TOKEN, time: new Date().toISOString() }));
  }
}

export function EmbeddedStudio({ projectId, dataset, apiHost }: StudioTarget) {
  const config = useMemo(() => {
    // Rendered on the server too (the static shell): only a browser has a localStorage.
    if (apiHost && typeof window !== 'undefined') signInToLocalLake(projectId);
    return createStudioConfig({ projectId, dataset, apiHost });
  }, [projectId, dataset, apiHost]);
  return <NextStudio config={config} />;
}
