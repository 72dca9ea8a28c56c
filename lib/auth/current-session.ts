import { cookies } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { readCookie, secureCookies } from '@/lib/runtime/cookies';
import type { SignInCookies } from './flow-context';
import { deviceCookieName } from './known-devices';
import { type ResolvedSession, resolveSession, sessionCookieName } from './sessions';

/** The session and known-device cookies a request carries. */
export function requestCookies(request: Request): SignInCookies {
  const secure = secureCookies();
  return {
    sessionToken: readCookie(request, sessionCookieName({ production: secure })),
    deviceToken: readCookie(request, deviceCookieName({ secure })),
  };
}

/** The signed-in user of an API request, or null. */
export function sessionFromRequest(request: Request): Promise<ResolvedSession | null> {
  return resolveSession(getDb(), requestCookies(request).sessionToken);
}

/** The signed-in user of the page being rendered, or null; one lookup per request however often asked. */
export const currentSession = cache(async (): Promise<ResolvedSession | null> => {
  const store = await cookies();
  return resolveSession(getDb(), store.get(sessionCookieName({ production: secureCookies() }))?.value);
});
