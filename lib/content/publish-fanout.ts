import { type SQL, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { config } from '@/lib/config';

// Issue 15: a publish expires the content on every instance. The Content Lake's webhook reaches one instance
// (/api/revalidate), which expires its own cache tags and announces the publish on a PostgreSQL channel; every
// instance listens there (scripts/serve.ts) and expires the same tags in its own process, by the same signed
// route, marked as relayed so it is not announced again. PostgreSQL is already every instance's shared service,
// so the fan-out needs nothing more; with PGlite (one instance, the local profile) nobody else listens.

export const PUBLISH_CHANNEL = 'remapper_content_published';

/** What a publish announces: the document, and which instance already expired it. */
export interface PublishAnnouncement {
  id: string;
  type: string;
  /** The announcing instance (REMAPPER_INSTANCE_ID): it skips its own announcement. */
  instance: string;
}

/** This process's id among the instances, made by scripts/serve.ts at start (and shared with Next's routes through the environment). */
export function instanceId(): string {
  return config().env.REMAPPER_INSTANCE_ID ?? 'single';
}

export function parseAnnouncement(payload: string | undefined): PublishAnnouncement | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, type, instance } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof type !== 'string' || typeof instance !== 'string') return undefined;
    return { id, type, instance };
  } catch {
    return undefined;
  }
}

/** The app's database (PostgreSQL or PGlite): anything that runs a statement. */
export interface Notifier {
  execute(query: SQL): Promise<unknown>;
}

/** Tells every listening instance about a publish. */
export async function announcePublish(db: Notifier, announcement: PublishAnnouncement): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLISH_CHANNEL}, ${JSON.stringify(announcement)})`);
}

export interface PublishListenerOptions {
  connectionString: string;
  /** A publish another instance announced. */
  onPublish: (announcement: PublishAnnouncement) => void;
  /**
   * The listener was (re)connected after being cut off: announcements made meanwhile are lost, so the caller
   * expires everything. Not called for the first connection.
   */
  onReconnected: () => void;
  onError: (error: unknown) => void;
  /** Delay before reconnecting, ms (doubles up to 30 s). */
  retryMs?: number;
}

export interface PublishListener {
  /** Resolves once listening (the first time). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Listens on the publish channel on a connection of its own, reconnecting after any failure. */
export function listenForPublishes(options: PublishListenerOptions): PublishListener {
  const own = instanceId();
  let client: Client | undefined;
  let closed = false;
  let connectedBefore = false;
  let delay = options.retryMs ?? 500;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new Client({ connectionString: options.connectionString, application_name: 'remapper-publish-listener' });
    client = next;
    let retried = false;
    const retry = (error: unknown) => {
      if (retried || closed) return;
      retried = true;
      options.onError(error);
      next.end().catch(() => {});
      setTimeout(() => void connect(), delay).unref();
      delay = Math.min(delay * 2, 30_000);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('The publish listener lost its connection')));
    next.on('notification', (message) => {
      if (message.channel !== PUBLISH_CHANNEL) return;
      const announcement = parseAnnouncement(message.payload);
      if (announcement && announcement.instance !== own) options.onPublish(announcement);
    });
    try {
      await next.connect();
      await next.query(`listen ${PUBLISH_CHANNEL}`);
    } catch (error) {
      retry(error);
      return;
    }
    delay = options.retryMs ?? 500;
    if (connectedBefore) options.onReconnected();
    connectedBefore = true;
    markReady();
  };
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
