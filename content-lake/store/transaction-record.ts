import { applyPatch } from 'mendoza';
import type { DocumentChange, LakeDocument, Mutation, Transaction } from '../types';
import { deepEqual, encodePatch, withoutRev } from './mendoza-effects';
import { deepFreeze } from './working-set';

// How a committed transaction is written to disk (journal line, snapshot line). It stores each document's
// resulting state, not the mutations that led there: replay never re-runs patch code, so a different
// @sanity/mutator version can never rebuild different documents. An update is stored as the mendoza patch from
// the previous version (small for the Studio's field-by-field edits, where whole documents would make the full
// history grow with document size times edits); creates store the document. `before` is the replay so far.

type ChangeRecord =
  | { id: string; operation: DocumentChange['operation']; after: LakeDocument | null }
  | { id: string; operation: 'update'; apply: unknown[] };

export interface TransactionRecord {
  /** 1, 2, 3... in commit order: replay checks there are no gaps and skips what a snapshot already holds. */
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  mutations: Mutation[];
  changes: ChangeRecord[];
}

export function toRecord(transaction: Transaction, seq: number): TransactionRecord {
  return {
    seq,
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.author,
    mutations: transaction.mutations,
    changes: transaction.changes.map((change) => changeRecord(change, transaction.id)),
  };
}

function changeRecord({ id, operation, before, after, effects }: DocumentChange, transactionId: string): ChangeRecord {
  if (before && after) {
    const apply = effects?.apply ?? encodePatch(withoutRev(before), withoutRev(after));
    // Stored as a patch only if it provably rebuilds the document as replay will (see patched); otherwise whole.
    if (deepEqual({ ...applyPatch(withoutRev(before), apply), _rev: transactionId }, after)) return { id, operation: 'update', apply };
  }
  return { id, operation, after };
}

/** Rebuilds the transaction; `current` gives each document's state before it (the replay so far). */
export function fromRecord(record: TransactionRecord, current: (id: string) => LakeDocument | undefined): Transaction {
  const changes = record.changes.map((change): DocumentChange => {
    const before = current(change.id) ?? null;
    const after = 'apply' in change ? patched(record, change.id, before, change.apply) : change.after;
    return {
      id: change.id,
      operation: change.operation,
      previousRev: before?._rev ?? null,
      resultRev: after?._rev ?? null,
      before,
      after: after === null ? null : deepFreeze(after),
    };
  });
  return { id: record.id, timestamp: record.timestamp, author: record.author, mutations: record.mutations, changes };
}

function patched(record: TransactionRecord, id: string, before: LakeDocument | null, apply: unknown[]): LakeDocument {
  if (!before) throw new Error(`transaction ${record.seq} patches "${id}", which does not exist at that point`);
  // The transaction id is the _rev of every document it wrote (see WorkingSet.write).
  const rebuilt: unknown = applyPatch(withoutRev(before), apply);
  if (typeof rebuilt !== 'object' || rebuilt === null || (rebuilt as { _id?: unknown })._id !== id) {
    throw new Error(`transaction ${record.seq}: the patch of "${id}" does not yield that document`);
  }
  return { ...(rebuilt as LakeDocument), _rev: record.id };
}

/** Parses one line; throws on anything that is not a well-formed record. */
export function parseRecord(line: string): TransactionRecord {
  const value: unknown = JSON.parse(line);
  if (!isRecord(value)) throw new Error('not a transaction record');
  return value;
}

function isRecord(value: unknown): value is TransactionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isInteger(record.seq) &&
    typeof record.id === 'string' &&
    typeof record.timestamp === 'string' &&
    typeof record.author === 'string' &&
    Array.isArray(record.mutations) &&
    Array.isArray(record.changes) &&
    record.changes.every(isChange)
  );
}

function isChange(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { id, after, apply } = value as Record<string, unknown>;
  return typeof id === 'string' && (Array.isArray(apply) || after === null || (typeof after === 'object' && after !== undefined));
}
