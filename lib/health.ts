import { NO_STORE } from '@/lib/http/responses';
import { contentSource, contentSourceHealth, type ContentSourceHealth } from './content/source';
import { pingDb } from './db/client';

export type Health = {
  /** `ok`: everything answers; `degraded`: something does not (the body says what). */
  status: 'ok' | 'degraded';
  /** Whether a load balancer should send this instance requests: false only when the database is down. */
  ready: boolean;
  database: Awaited<ReturnType<typeof pingDb>>;
  content: ContentSourceHealth;
};

/**
 * The content source's answer is kept this long. Every instance asks the same hosted API: without the
 * cache, a burst of probes would hammer it, and a short blip would fail every instance's check together.
 */
export const CONTENT_HEALTH_TTL_MS = 15_000;

let contentCheck: { at: number; result: Promise<ContentSourceHealth> } | undefined;

function cachedContentHealth(now = Date.now()): Promise<ContentSourceHealth> {
  if (!contentCheck || now - contentCheck.at >= CONTENT_HEALTH_TTL_MS) {
    const result = contentSourceHealth().catch((): ContentSourceHealth => ({ kind: contentSource().kind, ok: false }));
    contentCheck = { at: now, result };
  }
  return contentCheck.result;
}

/** Forgets the cached content check (tests, and a source switched at run time). */
export function forgetContentHealth(): void {
  contentCheck = undefined;
}

/**
 * Readiness: the database is asked every time; the content source at most every CONTENT_HEALTH_TTL_MS.
 * Only the database decides `ready`: pages are cached and keep being served while the content API is out,
 * so its outage must not take every instance out of the load balancer at once.
 */
export async function checkHealth(): Promise<Health> {
  const [database, content] = await Promise.all([pingDb(), cachedContentHealth()]);
  return { status: database.ok && content.ok ? 'ok' : 'degraded', ready: database.ok, database, content };
}

/** The readiness answer of /api/health and /api/health/ready: 503 only when the database does not answer. */
export async function readinessResponse(): Promise<Response> {
  const health = await checkHealth();
  return Response.json(health, { status: health.ready ? 200 : 503, headers: NO_STORE });
}
