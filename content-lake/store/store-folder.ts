import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from '../types';
import { syncDirectory } from './durable-files';
import { lockFolder, type FolderLock } from './folder-lock';
import { Journal } from './journal';
import { readSnapshot, writeSnapshot } from './snapshot';
import { toRecord, type TransactionRecord } from './transaction-record';

// The store's folder on disk:
//   LOCK             pid of the process that has the store open
//   snapshot.ndjson  every transaction up to the last compaction (header line, then one record a line)
//   journal.ndjson   every transaction since, appended and fsynced one by one
// State = snapshot records, then journal records, replayed in seq order.

export class StoreFolder {
  private journalRecords: number;

  private constructor(
    private readonly lock: FolderLock,
    private readonly journal: Journal,
    private readonly snapshotFile: string,
    journalRecords: number,
  ) {
    this.journalRecords = journalRecords;
  }

  /** Opens (creating if needed) the folder; returns the records to replay, oldest first, the snapshot's before the journal's. */
  static async open(dir: string): Promise<{ folder: StoreFolder; snapshot: TransactionRecord[]; journal: TransactionRecord[] }> {
    await createDurably(dir);
    const lock = await lockFolder(path.join(dir, 'LOCK'));
    try {
      const snapshotFile = path.join(dir, 'snapshot.ndjson');
      const snapshot = await readSnapshot(snapshotFile);
      const opened = await Journal.open(path.join(dir, 'journal.ndjson'));
      const folder = new StoreFolder(lock, opened.journal, snapshotFile, opened.records.length);
      return { folder, snapshot, journal: opened.records };
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  get journalLength(): number {
    return this.journalRecords;
  }

  /** Resolves once the transaction is on disk. */
  async append(transaction: Transaction, seq: number): Promise<void> {
    await this.journal.append(toRecord(transaction, seq));
    this.journalRecords++;
  }

  /** Writes all transactions (the full history) as the new snapshot, then empties the journal. */
  async compact(transactions: readonly Transaction[]): Promise<void> {
    await writeSnapshot(
      this.snapshotFile,
      transactions.map((transaction, index) => toRecord(transaction, index + 1)),
    );
    // A crash here leaves the journal's records in the snapshot too; replay skips them by seq.
    await this.journal.clear();
    this.journalRecords = 0;
  }

  async close(): Promise<void> {
    try {
      await this.journal.close();
    } finally {
      await this.lock.release();
    }
  }
}

/** mkdir -p, then fsync the parents of what it created: otherwise a crash could lose the folder and its journal. */
async function createDurably(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true });
  if (firstCreated === undefined) return;
  for (let created = path.resolve(dir); ; created = path.dirname(created)) {
    await syncDirectory(path.dirname(created));
    if (created === path.resolve(firstCreated)) return;
  }
}
