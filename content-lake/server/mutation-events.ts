import { documentEffects } from '../store/mendoza-effects';
import type { DocumentChange, LakeDocument, MendozaEffects, Mutation, Transaction } from '../types';

// The listener's `mutation` event for one document of a committed transaction, shaped as
// @sanity/client's MutationEvent and as the Studio consumes it:
// - previousRev is absent (not null) for a document that did not exist: the Studio's sequencer compares
//   it with `undefined` (sanity: core/store/document/utils/sequentializeListenerEvents.ts);
// - resultRev is the transaction id when the document was deleted, as the Content Lake does;
// - mutations are per document and turn the previous state into the new one, because
//   @sanity/mutator's BufferedDocument applies them to its copy (a createOrReplace of the result is
//   exact whatever the store did to get there);
// - effects are mendoza patches computed without _rev, which the Studio strips before applying them
//   (sanity: core/preview/utils/applyMendozaPatch.ts, core/store/history/history/Aligner.ts).

export interface ListenOptions {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  effectFormat: 'mendoza' | undefined;
}

export interface MutationEventData {
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: 'appear' | 'update' | 'disappear';
  identity: string;
  mutations?: Mutation[];
  previousRev?: string;
  resultRev: string;
  result?: LakeDocument;
  previous?: LakeDocument | null;
  effects?: MendozaEffects;
  timestamp: string;
  visibility: 'query';
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

/** One change of a transaction, with what every listener needs computed at most once. */
export class PreparedChange {
  private effectsCache: MendozaEffects | undefined;

  constructor(
    readonly transaction: Transaction,
    readonly change: DocumentChange,
  ) {}

  get id(): string {
    return this.change.id;
  }

  /** The store's effects when it computed them (the same ones history serves), else computed here. */
  get effects(): MendozaEffects {
    this.effectsCache ??= this.change.effects ?? documentEffects(this.change.before, this.change.after);
    return this.effectsCache;
  }

  event(
    transition: MutationEventData['transition'],
    options: ListenOptions,
    position: { index: number; total: number },
  ): MutationEventData {
    const { transaction, change } = this;
    const previousRev = change.before?._rev ?? change.previousRev ?? undefined;
    return {
      eventId: `${transaction.id}#${change.id}`,
      documentId: change.id,
      transactionId: transaction.id,
      transition,
      identity: transaction.author,
      ...(options.includeMutations ? { mutations: documentMutations(change) } : {}),
      ...(previousRev ? { previousRev } : {}),
      resultRev: change.after?._rev ?? change.resultRev ?? transaction.id,
      ...(options.includeResult && change.after ? { result: change.after } : {}),
      ...(options.includePreviousRevision ? { previous: change.before } : {}),
      ...(options.effectFormat === 'mendoza' ? { effects: this.effects } : {}),
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: position.total,
      transactionCurrentEvent: position.index,
    };
  }
}

export function prepareTransaction(transaction: Transaction): PreparedChange[] {
  return transaction.changes.map((change) => new PreparedChange(transaction, change));
}

function documentMutations(change: DocumentChange): Mutation[] {
  if (!change.after) return [{ delete: { id: change.id } }];
  return [{ createOrReplace: change.after }];
}

export function isVersionId(id: string): boolean {
  return id.startsWith('versions.');
}
