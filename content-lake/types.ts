// The local stand-in for Sanity's Content Lake (issue 3): the contract between its document store
// (content-lake/store) and its HTTP/2 server (content-lake/server).

/**
 * `public`: the published documents at the root path, what an anonymous caller of a hosted dataset reads
 * (an id with a `.`, a draft, a version or a secret such as the Presentation tool's, is in a private sub-path).
 */
export type Perspective = 'raw' | 'drafts' | 'published' | 'public';

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
  /** Parameters of `query`. */
  params?: Record<string, unknown>;
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
  // The Studio and @sanity/client send the revision guards as plain strings; the object form is kept for callers written against it.
  | {
      actionType: 'sanity.action.document.publish';
      draftId: string;
      publishedId: string;
      ifDraftRevisionId?: string | { revisionId: string };
      ifPublishedRevisionId?: string | { revisionId: string };
    }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[]; purge?: boolean }
  // The Studio's history restore omits draftId (the target is attributes._id); it defaults to drafts.<publishedId>.
  | { actionType: 'sanity.action.document.replaceDraft'; draftId?: string; publishedId: string; attributes: IncomingDocument }
  // The Studio deletes a never-published document by discarding each of its versions (drafts.<id> included).
  | { actionType: 'sanity.action.document.version.discard'; versionId: string; purge?: boolean };

/** One document's change within a transaction. */
export interface DocumentChange {
  id: string;
  operation: 'create' | 'update' | 'delete';
  previousRev: string | null;
  resultRev: string | null;
  before: LakeDocument | null;
  after: LakeDocument | null;
  /** Mendoza patches before -> after and back, over the documents without `_rev` (what the Studio applies them to). Set by the store. */
  effects?: MendozaEffects;
}

/** A pair of mendoza patches (https://github.com/sanity-io/mendoza): `apply` turns before into after, `revert` the reverse. */
export interface MendozaEffects {
  apply: unknown[];
  revert: unknown[];
}

/** A committed transaction: durable on disk before anyone sees it. */
export interface Transaction {
  id: string;
  /** ISO time of the commit. */
  timestamp: string;
  /** The user who made it ('plocaladmin' for the local Studio user). */
  author: string;
  /** The mutations as applied, each naming one document: query patches/deletes are expanded per matched id, generated ids filled in, actions translated. */
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
  effects: Record<string, MendozaEffects>;
}

/** Query options of GET /data/history/:ds/transactions/:ids. Bounds are inclusive, in commit order. */
export interface TransactionsForOptions {
  fromTransaction?: string;
  toTransaction?: string;
  fromTime?: Date;
  toTime?: Date;
  limit?: number;
  /** Newest first; the limit then keeps the newest. */
  reverse?: boolean;
  /** Default true (the Studio always asks for it): documentIDs, mutations and effects only for the requested ids. */
  includeIdentifiedDocumentsOnly?: boolean;
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
  /**
   * A document as it stood right after transaction `revision` (a revision id is the id of the transaction that made
   * it), or at a moment; undefined when it did not exist then or the revision is unknown. For a draft/published pair
   * at one revision, the document whose `_rev` equals the revision is the one that transaction changed.
   */
  documentAtRevision(id: string, revision: string): LakeDocument | undefined;
  documentAtTime(id: string, time: Date): LakeDocument | undefined;
  /** The last version of a document that existed, even if it is deleted now (`?lastRevision=true`, used to restore deleted documents). */
  documentAtLastRevision?(id: string): LakeDocument | undefined;
  /** Transactions touching any of the ids, oldest first. Throws LakeError 404 for an unknown from/toTransaction. */
  transactionsFor(ids: string[], options?: TransactionsForOptions): TransactionLogEntry[];
  /** Flushes and releases the files. */
  close(): Promise<void>;
}
