// The local stand-in for Sanity's Content Lake (issue 3): the contract between its document store
// (lib/content-lake/store) and its HTTP/2 server (lib/content-lake/server).

export type Perspective = 'raw' | 'drafts' | 'published';

/** A stored document: the Content Lake's system fields are always present. */
export interface LakeDocument {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/** A document as a client sends it in a create mutation: system fields optional. */
export type IncomingDocument = { _id?: string; _type: string; [field: string]: unknown };

export interface PatchBody {
  id?: string;
  query?: string;
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: Record<string, unknown>;
  diffMatchPatch?: Record<string, string>;
}

/** The mutation format of POST /data/mutate (https://www.sanity.io/docs/http-mutations). */
export type Mutation =
  | { create: IncomingDocument }
  | { createOrReplace: IncomingDocument & { _id: string } }
  | { createIfNotExists: IncomingDocument & { _id: string } }
  | { delete: { id: string } | { query: string; params?: Record<string, unknown> } }
  | { patch: PatchBody };

/** The document actions of POST /data/actions (sanity.action.document.*). */
export type DocumentAction =
  | { actionType: 'sanity.action.document.create'; publishedId: string; attributes: IncomingDocument; ifExists: 'fail' | 'ignore' }
  | { actionType: 'sanity.action.document.edit'; draftId: string; publishedId: string; patch: PatchBody }
  | { actionType: 'sanity.action.document.publish'; draftId: string; publishedId: string; ifDraftRevisionId?: { revisionId: string }; ifPublishedRevisionId?: { revisionId: string } }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[]; purge?: boolean }
  | { actionType: 'sanity.action.document.replaceDraft'; draftId: string; publishedId: string; attributes: IncomingDocument };

/** One document's change within a transaction. */
export interface DocumentChange {
  id: string;
  operation: 'create' | 'update' | 'delete';
  previousRev: string | null;
  resultRev: string | null;
  before: LakeDocument | null;
  after: LakeDocument | null;
}

/** A committed transaction: durable on disk before anyone sees it. */
export interface Transaction {
  id: string;
  /** ISO time of the commit. */
  timestamp: string;
  /** The user who made it ('plocaladmin' for the local Studio user). */
  author: string;
  mutations: Mutation[];
  changes: DocumentChange[];
}

export interface TransactOptions {
  transactionId?: string;
  author?: string;
}

/** A transaction as the history API lists it (GET /data/history/:ds/transactions/:ids). */
export interface TransactionLogEntry {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  /** The mutations, filtered to the requested documents. */
  mutations: Mutation[];
  /** Per document id: mendoza patches from the state before to the state after, and back. */
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
}

export class LakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ContentStore {
  /** Documents by id (raw: drafts and versions included). */
  get(id: string): LakeDocument | undefined;
  /** Every stored document (raw). */
  all(): LakeDocument[];
  /** Applies mutations atomically; resolves only once the transaction is durable. Throws LakeError (409 on a revision mismatch or an existing id, 404 for a missing patch target). */
  transact(mutations: Mutation[], options?: TransactOptions): Promise<Transaction>;
  /** Turns document actions into one transaction (publish = draft -> published + delete draft, etc.). */
  act(actions: DocumentAction[], options?: TransactOptions): Promise<Transaction>;
  /** Evaluates GROQ under a perspective; the drafts perspective overlays drafts and sets _originalId. */
  query(groq: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown>;
  /** Called after every committed transaction, in commit order. */
  subscribe(listener: (transaction: Transaction) => void): () => void;
  /** A document as it was at a revision, or at a moment; undefined when it did not exist. */
  documentAtRevision(id: string, revision: string): LakeDocument | undefined;
  documentAtTime(id: string, time: Date): LakeDocument | undefined;
  /** Transactions touching any of the ids, oldest first. */
  transactionsFor(ids: string[], options?: { fromTransaction?: string; toTransaction?: string; limit?: number; reverse?: boolean }): TransactionLogEntry[];
  /** Flushes and releases the files. */
  close(): Promise<void>;
}
