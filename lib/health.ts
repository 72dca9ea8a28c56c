import { contentSource, contentSourceHealth, type ContentSourceHealth } from './content/source';
import { pingDb } from './db/client';

export type Health = {
  status: 'ok' | 'degraded';
  database: Awaited<ReturnType<typeof pingDb>>;
  content: ContentSourceHealth;
};

/** Whether the database and the content source answer; both are asked at once. */
export async function checkHealth(): Promise<Health> {
  const [database, content] = await Promise.all([
    pingDb(),
    contentSourceHealth().catch((): ContentSourceHealth => ({ kind: contentSource().kind, ok: false })),
  ]);
  return { status: database.ok && content.ok ? 'ok' : 'degraded', database, content };
}
