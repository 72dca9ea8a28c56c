import { randomBytes } from 'node:crypto';
import type { ContentStore, Transaction } from '../types';
import type { Exchange } from './exchange';
import type { DocumentMatcher } from './listener-filter';
import { isVersionId, type ListenOptions, type MutationEventData, type PreparedChange, prepareTransaction } from './mutation-events';

// Server-sent event streams of /data/listen: every committed transaction is offered to every open
// listener, in commit order, and each writes the events its filter selects.

const HEARTBEAT_MS = 20_000;

export class ListenerHub {
  private readonly connections = new Set<ListenerConnection>();
  private readonly unsubscribe: () => void;

  constructor(private readonly store: ContentStore) {
    this.unsubscribe = store.subscribe((transaction) => this.dispatch(transaction));
  }

  /**
   * Opens the stream, registers it (so nothing committed after the welcome is missed), says welcome:
   * with a listener name for /data/listen, with `welcome` alone for the Live Content API's stream.
   */
  open(
    exchange: Exchange,
    matcher: DocumentMatcher,
    options: ListenOptions,
    welcome: object = { listenerName: randomBytes(12).toString('base64url') },
  ): void {
    exchange.openStream(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    const connection = new ListenerConnection(exchange, matcher, options);
    this.connections.add(connection);
    exchange.onClose(() => {
      connection.stop();
      this.connections.delete(connection);
    });
    connection.send('welcome', welcome);
  }

  /** Ends every stream (on shutdown, so HTTP/2 sessions can close). */
  closeAll(): void {
    for (const connection of this.connections) connection.end();
    this.connections.clear();
  }

  dispose(): void {
    this.unsubscribe();
    this.closeAll();
  }

  private dispatch(transaction: Transaction): void {
    if (this.connections.size === 0) return;
    const changes = prepareTransaction(transaction);
    // The dataset as of this commit, for filters with sub-queries; read now, before later commits.
    const dataset = this.store.all();
    for (const connection of this.connections) connection.offer(changes, dataset);
  }
}

class ListenerConnection {
  private queue: Promise<void> = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly exchange: Exchange,
    private readonly matcher: DocumentMatcher,
    private readonly options: ListenOptions,
  ) {
    // A comment line keeps proxies and the browser from timing the stream out.
    this.heartbeat = setInterval(() => this.exchange.write(': heartbeat\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  offer(changes: PreparedChange[], dataset: readonly object[]): void {
    // Chained so events leave in commit order even though filters evaluate asynchronously.
    this.queue = this.queue
      .then(() => this.deliver(changes, dataset))
      .catch((error: unknown) => console.error('Content Lake listener: could not deliver a transaction', error));
  }

  send(event: string, data: unknown, id?: string): void {
    this.exchange.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }

  end(): void {
    this.stop();
    this.exchange.end();
  }

  private async deliver(changes: PreparedChange[], dataset: readonly object[]): Promise<void> {
    const selected: { change: PreparedChange; transition: MutationEventData['transition'] }[] = [];
    for (const change of changes) {
      if (!this.options.includeAllVersions && isVersionId(change.id)) continue;
      const [before, after] = await Promise.all([this.matcher(change.change.before, dataset), this.matcher(change.change.after, dataset)]);
      if (!before && !after) continue;
      selected.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
    }
    selected.forEach(({ change, transition }, index) => {
      const data = change.event(transition, this.options, { index, total: selected.length });
      this.send('mutation', data, data.eventId);
    });
  }
}
