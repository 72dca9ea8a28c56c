import { readFile, rm } from 'node:fs/promises';
import { replaceFileDurably } from './durable-files';
import { parseRecord, type TransactionRecord } from './transaction-record';

// The snapshot: every transaction up to a point, written by compaction. It keeps the whole history, not just
// current documents, because history is what the Studio's review panel and restore read, so compaction must
// never drop it. NDJSON: a header line with the record count, then one record per line, so a large history is
// written and read line by line. Replaced atomically (temp file, fsync, rename, fsync dir).

const FORMAT = 'content-lake-snapshot/1';

interface SnapshotHeader {
  format: typeof FORMAT;
  records: number;
}

export async function readSnapshot(file: string): Promise<TransactionRecord[]> {
  await rm(`${file}.tmp`, { force: true }); // an unfinished compaction; the old snapshot (if any) is intact
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const [headerLine = '', ...lines] = text.split('\n');
  const header = JSON.parse(headerLine) as Partial<SnapshotHeader>;
  if (header.format !== FORMAT) throw new Error(`${file}: unknown snapshot format ${String(header.format)}`);
  const records = lines.filter((line) => line !== '').map((line) => parseRecord(line));
  // rename() makes a partial snapshot impossible; the count still guards against a file damaged some other way.
  if (records.length !== header.records) throw new Error(`${file}: expected ${header.records} records, found ${records.length}`);
  return records;
}

export async function writeSnapshot(file: string, records: readonly TransactionRecord[]): Promise<void> {
  const header: SnapshotHeader = { format: FORMAT, records: records.length };
  await replaceFileDurably(file, snapshotLines(header, records));
}

function* snapshotLines(header: SnapshotHeader, records: readonly TransactionRecord[]): Generator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const record of records) yield `${JSON.stringify(record)}\n`;
}
