import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import type { ContentStore, DocumentChange, Transaction } from '../types';

// A GROQ-powered webhook, as Sanity delivers one: after every committed transaction, each change to a
// published document (not drafts.*, not versions.*) that matches the filter is POSTed as the projection,
// evaluated in delta mode (before/after, delta::operation()), and signed with @sanity/webhook's
// header so the app verifies it exactly as it verifies Sanity's. Deliveries never block the transaction;
// they are retried with backoff while the app is not up yet.

export interface WebhookOptions {
  /** Where to POST, e.g. http://127.0.0.1:3000/api/revalidate. */
  url: string;
  /** The shared secret (SANITY_WEBHOOK_SECRET). */
  secret: string;
  /** GROQ filter over the changed document; default {@link DEFAULT_WEBHOOK_FILTER}. */
  filter?: string;
  /** GROQ projection of the body; default {@link DEFAULT_WEBHOOK_PROJECTION}. */
  projection?: string;
  /** Delivery attempts, the first included (default 6: ~0.5 s to 8 s apart). */
  attempts?: number;
  /** Delay before the first retry, doubled each time (default 500 ms). */
  retryDelayMs?: number;
}

/** Every published content document: asset documents (sanity.*) change nothing on the site by themselves. */
export const DEFAULT_WEBHOOK_FILTER = '!string::startsWith(_type, "sanity.") && !string::startsWith(_type, "system.")';

/** The body of each delivery: `{ _id, _type, operation: 'create'|'update'|'delete', slug? }`. */
export const DEFAULT_WEBHOOK_PROJECTION = '{_id, _type, "operation": delta::operation(), defined(slug.current) => {"slug": slug.current}}';

export interface WebhookSender {
  /** Resolves when every delivery started so far has succeeded or given up. */
  idle(): Promise<void>;
  close(): void;
}

interface Context {
  projectId: string;
  dataset: string;
}

export function startWebhooks(store: ContentStore, options: WebhookOptions, context: Context): WebhookSender {
  const projection = parse(options.projection ?? DEFAULT_WEBHOOK_PROJECTION, { mode: 'delta' });
  const filter = parse(`*[${options.filter ?? DEFAULT_WEBHOOK_FILTER}]`, { mode: 'delta' });
  const attempts = options.attempts ?? 6;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const pending = new Set<Promise<void>>();
  const sleepers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const track = (delivery: Promise<void>) => {
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleepers.delete(timer);
        resolve();
      }, ms);
      sleepers.set(timer, resolve);
    });

  async function deliver(transaction: Transaction, change: DocumentChange): Promise<void> {
    const document = change.after ?? change.before;
    if (!document) return;
    const scope = { root: document, before: change.before, after: change.after, params: {} };
    const matched = await (await evaluate(filter, { ...scope, dataset: [document] })).get();
    if (!Array.isArray(matched) || matched.length === 0) return;
    const body = JSON.stringify(await (await evaluate(projection, scope)).get());
    const operation = change.before && change.after ? 'update' : change.after ? 'create' : 'delete';

    for (let attempt = 1; attempt <= attempts && !closed; attempt += 1) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Sanity.io webhook delivery (local Content Lake)',
            [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), options.secret),
            'sanity-project-id': context.projectId,
            'sanity-dataset': context.dataset,
            'sanity-document-id': change.id,
            'sanity-operation': operation,
            'sanity-transaction-id': transaction.id,
            'sanity-transaction-time': transaction.timestamp,
            'idempotency-key': `${transaction.id}#${change.id}`,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        // A refusal (bad signature, unknown route) will not change on retry; an app starting up might.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) {
          console.error(`Content Lake webhook: ${options.url} answered ${response.status} for ${change.id}`);
          return;
        }
      } catch {
        // Not listening yet, or timed out: retry below.
      }
      if (attempt < attempts) await wait(retryDelayMs * 2 ** (attempt - 1));
    }
    if (!closed) console.error(`Content Lake webhook: gave up delivering ${change.id} to ${options.url}`);
  }

  const unsubscribe = store.subscribe((transaction) => {
    for (const change of transaction.changes) {
      if (change.id.startsWith('drafts.') || change.id.startsWith('versions.')) continue;
      track(
        deliver(transaction, change).catch((error: unknown) =>
          console.error(`Content Lake webhook: could not deliver ${change.id}`, error),
        ),
      );
    }
  });

  return {
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close() {
      closed = true;
      unsubscribe();
      // Wake the retries up so they see `closed` and stop.
      for (const [timer, wake] of sleepers) {
        clearTimeout(timer);
        wake();
      }
      sleepers.clear();
    },
  };
}
