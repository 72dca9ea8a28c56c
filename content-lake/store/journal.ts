import { open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory, writeFully } from './durable-files';
import { parseRecord, type TransactionRecord } from './transaction-record';

// The append-only journal: one JSON line per committed transaction. A transaction counts as committed once its
// whole line, newline included, is on disk (fdatasync returned). Appends are serialised by the store, and each
// is synced before the next starts, so only the last line can ever be incomplete: an append interrupted by a
// crash, never acknowledged. Opening cuts such a tail off; damage anywhere else is refused, not skipped.

const NEWLINE = 0x0a;

export interface OpenedJournal {
  journal: Journal;
  records: TransactionRecord[];
  /** Bytes of torn tail removed on open (0 normally). */
  truncatedBytes: number;
}

export class Journal {
  private broken: Error | undefined;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
    private size: number,
  ) {}

  static async open(file: string): Promise<OpenedJournal> {
    const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    const handle = await open(file, 'a');
    if (!existing) await syncDirectory(path.dirname(file)); // the new file's directory entry
    const { records, validBytes } = readRecords(existing ?? Buffer.alloc(0), file);
    const truncatedBytes = (existing?.length ?? 0) - validBytes;
    if (truncatedBytes > 0) {
      await handle.truncate(validBytes);
      await handle.sync();
    }
    return { journal: new Journal(file, handle, validBytes), records, truncatedBytes };
  }

  /** Appends one record and returns once it is durable. */
  async append(record: TransactionRecord): Promise<void> {
    if (this.broken) throw this.broken;
    const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    try {
      await writeFully(this.handle, line);
      await this.handle.datasync();
      this.size += line.length;
    } catch (error) {
      await this.rollBack(error);
      throw error;
    }
  }

  /** Empties the journal after a snapshot took over its records. */
  async clear(): Promise<void> {
    if (this.broken) throw this.broken;
    await this.handle.truncate(0);
    this.size = 0;
    await this.handle.sync();
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  // A failed append may have left part of a line; cut it so the next append does not follow garbage. If even
  // that fails, refuse further writes: appending after a partial line would bury it mid-journal.
  private async rollBack(cause: unknown): Promise<void> {
    try {
      await this.handle.truncate(this.size);
      await this.handle.sync();
    } catch {
      this.broken = new Error(`Journal ${this.file} is unusable after a failed write`, { cause });
    }
  }
}

function readRecords(data: Buffer, file: string): { records: TransactionRecord[]; validBytes: number } {
  const records: TransactionRecord[] = [];
  let validBytes = 0;
  // Only newline-terminated lines count; bytes after the last newline are a torn append.
  for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, validBytes)) {
    try {
      records.push(parseRecord(data.subarray(validBytes, end).toString('utf8')));
    } catch (error) {
      // A damaged last line is what a crash mid-append can leave (e.g. zero-filled blocks); one followed by
      // further lines is not, so it is reported instead of dropped with everything after it.
      if (data.indexOf(NEWLINE, end + 1) !== -1) {
        throw new Error(`${file}: line ${records.length + 1} is damaged and is not the last line`, { cause: error });
      }
      break;
    }
    validBytes = end + 1;
  }
  return { records, validBytes };
}
