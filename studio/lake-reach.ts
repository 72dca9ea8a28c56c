'use client';

import { useEffect, useState } from 'react';

// Before the Studio mounts, whether this browser can reach the local Content Lake (issue 24). A browser that
// does not trust the lake's certificate yet fails every call of the Studio, which ends in Sanity's "unable to
// recover" screen after its retries; so the page asks once, cheaply (a ping), and shows a guide instead.

export type LakeReach = 'checking' | 'reached' | 'untrusted' | 'down';

/** How long the browser waits for the lake's ping: a refused certificate or port fails at once. */
const PING_TIMEOUT_MS = 4000;
/** How often the guide asks again, so the Studio opens by itself once the lake answers. */
const RETRY_MS = 1000;

/** The lake as the Studio reaches it: @sanity/client puts the project id before the API host's name. */
export function lakeAddress(apiHost: string, projectId: string): string {
  const url = new URL(apiHost);
  url.hostname = `${projectId}.${url.hostname}`;
  return url.origin;
}

/**
 * Whether the browser gets any answer from the lake. no-cors: an answer it may not read still proves the TLS
 * connection was made (a page on another origin, which the lake's CORS refuses, then hears why from the app);
 * only an untrusted certificate, a refused port or the time running out make the fetch fail.
 */
async function browserReaches(address: string): Promise<boolean> {
  try {
    await fetch(`${address}/v1/ping`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** Whether the lake answers the app's server (app/api/studio/lake-status): if so, the browser's trust is what fails. */
async function lakeRunning(): Promise<boolean> {
  try {
    const response = await fetch('/api/studio/lake-status', { cache: 'no-store' });
    const body = (await response.json()) as { running?: unknown };
    return body.running === true;
  } catch {
    return false;
  }
}

/** 'reached' at once without a local lake (a hosted project); otherwise asks until the browser reaches it. */
export function useLakeReach(address: string | undefined): LakeReach {
  const [reach, setReach] = useState<LakeReach>(address ? 'checking' : 'reached');
  useEffect(() => {
    if (!address) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (await browserReaches(address)) {
        if (current) setReach('reached');
        return;
      }
      const running = await lakeRunning();
      if (!current) return;
      setReach(running ? 'untrusted' : 'down');
      timer = setTimeout(() => void check(), RETRY_MS);
    };
    void check();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [address]);
  return reach;
}
