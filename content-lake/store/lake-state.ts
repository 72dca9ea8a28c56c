import type { LakeDocument, Perspective, Transaction } from '../types';
import { documentsInPerspective } from './perspectives';
import { TransactionHistory } from './transaction-history';
import { fromRecord, type TransactionRecord } from './transaction-record';

// The store's memory: current documents, the full history, and the journal position. Changed only by
// committed (durable) transactions, in order.

export class LakeState {
  readonly documents = new Map<string, LakeDocument>();
  readonly history = new TransactionHistory();
  /** seq of the last committed transaction. */
  seq = 0;
  private readonly views = new Map<Perspective, LakeDocument[]>();

  /** Replays records in order; `seq` must continue without gaps (records already held are skipped). */
  replay(records: readonly TransactionRecord[], source: string): void {
    for (const record of records) {
      if (record.seq <= this.seq) continue; // in the snapshot already: compaction crashed before clearing the journal
      if (record.seq !== this.seq + 1) throw new Error(`${source}: transaction ${record.seq} follows ${this.seq}`);
      this.apply(
        fromRecord(record, (id) => this.documents.get(id)),
        record.seq,
      );
    }
  }

  apply(transaction: Transaction, seq: number): void {
    for (const change of transaction.changes) {
      if (change.after) this.documents.set(change.id, change.after);
      else this.documents.delete(change.id);
    }
    this.history.add(transaction);
    this.seq = seq;
    this.views.clear();
  }

  /** The documents a query sees, cached until the next commit. */
  view(perspective: Perspective): LakeDocument[] {
    let documents = this.views.get(perspective);
    if (!documents) {
      documents = documentsInPerspective([...this.documents.values()], perspective);
      this.views.set(perspective, documents);
    }
    return documents;
  }

  /** Commit time, never earlier than the last one, so history by time follows commit order even if the clock steps back. */
  nextTimestamp(): string {
    const last = this.history.transactions().at(-1);
    const now = Date.now();
    return new Date(last ? Math.max(now, Date.parse(last.timestamp)) : now).toISOString();
  }
}
