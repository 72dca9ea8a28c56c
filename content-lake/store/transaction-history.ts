import type { LakeDocument, MendozaEffects, Mutation, Transaction, TransactionLogEntry, TransactionsForOptions } from '../types';
import { LakeError } from '../types';
import { documentEffects } from './mendoza-effects';

// Every committed transaction in commit order, and each document's versions, so that history questions
// (a revision, a moment, the translog of a few ids) are answered from memory.

interface Version {
  /** Position of the transaction in the log. */
  position: number;
  document: LakeDocument | null;
}

export class TransactionHistory {
  private readonly log: Transaction[] = [];
  private readonly positions = new Map<string, number>();
  private readonly versions = new Map<string, Version[]>();

  get length(): number {
    return this.log.length;
  }

  transactions(): readonly Transaction[] {
    return this.log;
  }

  has(transactionId: string): boolean {
    return this.positions.has(transactionId);
  }

  add(transaction: Transaction): void {
    const position = this.log.length;
    this.log.push(transaction);
    this.positions.set(transaction.id, position);
    for (const change of transaction.changes) {
      const versions = this.versions.get(change.id) ?? [];
      versions.push({ position, document: change.after });
      this.versions.set(change.id, versions);
    }
  }

  /** The document right after transaction `revision`: the dataset as that transaction left it. */
  documentAtRevision(id: string, revision: string): LakeDocument | undefined {
    const position = this.positions.get(revision);
    return position === undefined ? undefined : this.latestVersion(id, (version) => version.position <= position);
  }

  documentAtTime(id: string, time: Date): LakeDocument | undefined {
    const at = time.getTime();
    return this.latestVersion(id, (version) => Date.parse(this.at(version.position).timestamp) <= at);
  }

  documentAtLastRevision(id: string): LakeDocument | undefined {
    return this.latestVersion(id, (version) => version.document !== null);
  }

  transactionsFor(ids: readonly string[], options: TransactionsForOptions = {}): TransactionLogEntry[] {
    const wanted = new Set(ids);
    const identifiedOnly = options.includeIdentifiedDocumentsOnly ?? true;
    const first = this.boundary(options.fromTransaction) ?? 0;
    const last = this.boundary(options.toTransaction) ?? this.log.length - 1;
    const fromTime = options.fromTime?.getTime() ?? -Infinity;
    const toTime = options.toTime?.getTime() ?? Infinity;

    const matching: Transaction[] = [];
    for (let position = first; position <= last; position++) {
      const transaction = this.at(position);
      const time = Date.parse(transaction.timestamp);
      if (time < fromTime || time > toTime) continue;
      if (transaction.changes.some((change) => wanted.has(change.id))) matching.push(transaction);
    }
    if (options.reverse) matching.reverse();
    const limited = options.limit !== undefined && options.limit >= 0 ? matching.slice(0, options.limit) : matching;
    return limited.map((transaction) => logEntry(transaction, identifiedOnly ? wanted : undefined));
  }

  private at(position: number): Transaction {
    const transaction = this.log[position];
    if (!transaction) throw new Error(`No transaction at position ${position}`);
    return transaction;
  }

  private boundary(transactionId: string | undefined): number | undefined {
    if (transactionId === undefined || transactionId === '') return undefined;
    const position = this.positions.get(transactionId);
    if (position === undefined) {
      throw new LakeError(404, `Transaction "${transactionId}" not found`, { type: 'transactionNotFoundError', id: transactionId });
    }
    return position;
  }

  private latestVersion(id: string, accept: (version: Version) => boolean): LakeDocument | undefined {
    const versions = this.versions.get(id) ?? [];
    for (let index = versions.length - 1; index >= 0; index--) {
      const version = versions[index];
      if (version && accept(version)) return version.document ?? undefined;
    }
    return undefined;
  }
}

function logEntry(transaction: Transaction, only: ReadonlySet<string> | undefined): TransactionLogEntry {
  const changes = only ? transaction.changes.filter((change) => only.has(change.id)) : transaction.changes;
  const effects: Record<string, MendozaEffects> = {};
  for (const change of changes) {
    change.effects ??= documentEffects(change.before, change.after);
    effects[change.id] = change.effects;
  }
  return {
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.author,
    documentIDs: changes.map((change) => change.id),
    mutations: only ? transaction.mutations.filter((mutation) => only.has(mutationTarget(mutation))) : transaction.mutations,
    effects,
  };
}

/** The document a logged mutation wrote (logged mutations always name exactly one). */
export function mutationTarget(mutation: Mutation): string {
  if ('create' in mutation) return mutation.create._id ?? '';
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id;
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id;
  if ('delete' in mutation) return 'id' in mutation.delete ? mutation.delete.id : '';
  return mutation.patch.id ?? '';
}
