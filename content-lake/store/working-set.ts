import type { DocumentChange, IncomingDocument, LakeDocument } from '../types';
import { documentEffects } from './mendoza-effects';

// One transaction's view of the documents: reads see the transaction's own writes; nothing reaches the
// committed map until the transaction is durable, so a failing mutation leaves no trace (all-or-nothing).

export interface TransactionStamp {
  id: string;
  timestamp: string;
}

export class WorkingSet {
  private readonly staged = new Map<string, LakeDocument | null>();

  constructor(
    private readonly committed: ReadonlyMap<string, LakeDocument>,
    readonly stamp: TransactionStamp,
  ) {}

  get(id: string): LakeDocument | undefined {
    const staged = this.staged.get(id);
    if (staged !== undefined) return staged ?? undefined;
    return this.committed.get(id);
  }

  /** Every document as this transaction sees it (for delete/patch by query). */
  all(): LakeDocument[] {
    const result: LakeDocument[] = [];
    for (const [id, document] of this.committed) if (!this.staged.has(id)) result.push(document);
    for (const document of this.staged.values()) if (document) result.push(document);
    return result;
  }

  /**
   * Stores a document's new content with the system fields of this transaction: `_rev` is the transaction id
   * (the Studio aligns history by that), `_updatedAt` its time, `_createdAt` kept from the existing document.
   */
  write(content: IncomingDocument & { _id: string }, options: { keepUpdatedAt?: boolean } = {}): LakeDocument {
    const existing = this.get(content._id);
    const createdAt = existing?._createdAt ?? stringOr(content._createdAt, this.stamp.timestamp);
    const updatedAt = options.keepUpdatedAt ? stringOr(content._updatedAt, this.stamp.timestamp) : this.stamp.timestamp;
    const document: LakeDocument = {
      ...content,
      _id: content._id,
      _type: content._type,
      _rev: this.stamp.id,
      _createdAt: createdAt,
      _updatedAt: updatedAt,
    };
    this.staged.set(content._id, deepFreeze(document));
    return document;
  }

  delete(id: string): void {
    this.staged.set(id, null);
  }

  /** The net change per touched document; documents created and deleted again in here leave none. */
  changes(): DocumentChange[] {
    const changes: DocumentChange[] = [];
    for (const [id, after] of this.staged) {
      const before = this.committed.get(id) ?? null;
      if (before === null && after === null) continue;
      changes.push({
        id,
        operation: before === null ? 'create' : after === null ? 'delete' : 'update',
        previousRev: before?._rev ?? null,
        resultRev: after?._rev ?? null,
        before,
        after,
        effects: documentEffects(before, after),
      });
    }
    return changes;
  }
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Stored documents are shared with readers (queries, history, listeners): freezing keeps anyone from editing them in place. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
