import type {
  ContentStore,
  DocumentAction,
  IncomingDocument,
  LakeDocument,
  Mutation,
  Perspective,
  Transaction,
  TransactOptions,
} from '../types';
import { LakeError } from '../types';
import { applyMutations, type SelectIds } from './apply-mutations';
import { actionMutations } from './document-actions';
import { newTransactionId } from './document-ids';
import { conflict, invalidRequest } from './lake-errors';
import { LakeState } from './lake-state';
import { runQuery } from './run-query';
import { readSeedDocuments, type SeedSource } from './seed-dataset';
import { StoreFolder } from './store-folder';
import { WorkingSet } from './working-set';

export const LOCAL_ADMIN_ID = 'plocaladmin';

export interface ContentStoreOptions {
  /** The folder the store owns (created if missing), e.g. `.data/content-lake`. */
  dir: string;
  /** NDJSON imported as one transaction when the folder holds no transactions yet. */
  seed?: SeedSource;
  /** Author of transactions that do not name one, and what GROQ's identity() returns. Default 'plocaladmin'. */
  author?: string;
  /** Journal records after which the store compacts itself into the snapshot; 0 turns that off. Default 1000. */
  compactEvery?: number;
}

export interface LocalContentStore extends ContentStore {
  documentAtLastRevision(id: string): LakeDocument | undefined;
  /** Folds the journal into the snapshot (which keeps the full history) and empties the journal. */
  compact(): Promise<void>;
}

type BuildTransaction = (set: WorkingSet) => Promise<Mutation[]>;

export async function createContentStore(options: ContentStoreOptions): Promise<LocalContentStore> {
  const { author: defaultAuthor = LOCAL_ADMIN_ID, compactEvery = 1000 } = options;
  const { folder, snapshot, journal } = await StoreFolder.open(options.dir);
  const state = new LakeState();
  try {
    state.replay(snapshot, 'snapshot');
    state.replay(journal, 'journal');
  } catch (error) {
    await folder.close();
    throw error;
  }

  const listeners = new Set<(transaction: Transaction) => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  // Writes run one at a time, each on the state the previous one left.
  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(() => {
      if (closed) throw new LakeError(503, 'The content store is closed');
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  const selectIds: SelectIds = async (query, params, documents) => {
    const found = await runQuery(documents, query, params, { identity: defaultAuthor });
    const rows = Array.isArray(found) ? found : [found];
    return rows.flatMap((row) => (typeof row === 'object' && row !== null && typeof row._id === 'string' ? [row._id] : []));
  };

  function commit(build: BuildTransaction, transactOptions: TransactOptions = {}): Promise<Transaction> {
    return serialised(async () => {
      const id = transactOptions.transactionId || newTransactionId();
      if (state.history.has(id)) throw conflict(`Transaction ID "${id}" is already in use`, { id });
      const set = new WorkingSet(state.documents, { id, timestamp: state.nextTimestamp() });
      const mutations = await build(set);
      const transaction: Transaction = {
        id,
        timestamp: set.stamp.timestamp,
        author: transactOptions.author ?? defaultAuthor,
        mutations,
        changes: set.changes(),
      };
      // Nothing changed (e.g. createIfNotExists of an existing id): nothing to make durable or announce.
      if (transaction.changes.length === 0) return transaction;
      await folder.append(transaction, state.seq + 1);
      state.apply(transaction, state.seq + 1);
      for (const listener of listeners) notify(listener, transaction);
      if (compactEvery > 0 && folder.journalLength >= compactEvery) {
        // The transaction is durable in the journal already; a failed compaction is retried after the next one.
        await folder
          .compact(state.history.transactions())
          .catch((error: unknown) => console.error('content-lake: compaction failed', error));
      }
      return transaction;
    });
  }

  if (state.history.length === 0 && options.seed !== undefined) {
    const seed = options.seed;
    try {
      await commit(async (set) => seedMutations(set, await readSeedDocuments(seed)));
    } catch (error) {
      await folder.close();
      throw error;
    }
  }

  return {
    get: (id) => state.documents.get(id),
    all: () => [...state.documents.values()],
    transact: (mutations, transactOptions) => {
      const requested = structuredClone(mutations); // the log keeps them; the caller may reuse its objects
      return commit((set) => applyMutations(set, requested, selectIds), transactOptions);
    },
    act: (actions, transactOptions) => {
      if (actions.length === 0) return Promise.reject(invalidRequest('No actions provided'));
      const requested: DocumentAction[] = structuredClone(actions);
      return commit(async (set) => {
        const applied: Mutation[] = [];
        for (const action of requested) {
          applied.push(
            ...(await applyMutations(
              set,
              actionMutations(action, (id) => set.get(id)),
              selectIds,
            )),
          );
        }
        return applied;
      }, transactOptions);
    },
    query: async (groq: string, params: Record<string, unknown>, perspective: Perspective) =>
      runQuery(state.view(perspective), groq, params, { identity: defaultAuthor }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    documentAtRevision: (id, revision) => state.history.documentAtRevision(id, revision),
    documentAtTime: (id, time) => state.history.documentAtTime(id, time),
    documentAtLastRevision: (id) => state.history.documentAtLastRevision(id),
    transactionsFor: (ids, historyOptions) => state.history.transactionsFor(ids, historyOptions),
    compact: () => serialised(() => folder.compact(state.history.transactions())),
    close: async () => {
      if (closed) return;
      await serialised(async () => {
        closed = true;
        await folder.close();
      });
    },
  };
}

// The first transaction of a new folder. _rev is always this transaction's id, whatever the file says: the Studio
// aligns a document's history by finding the transaction whose id is its _rev. The file's timestamps are kept.
function seedMutations(set: WorkingSet, documents: ReadonlyArray<IncomingDocument & { _id: string }>): Mutation[] {
  return documents.map((document) => {
    if (set.get(document._id)) throw invalidRequest(`The seed holds "${document._id}" twice`);
    return { create: set.write(document, { keepUpdatedAt: true }) };
  });
}

// A listener's failure is its own: the transaction is committed whatever a listener does.
function notify(listener: (transaction: Transaction) => void, transaction: Transaction): void {
  try {
    listener(transaction);
  } catch (error) {
    console.error('content-lake: a transaction listener failed', error);
  }
}
