import { CsvError, parse } from 'csv-parse/sync';

// Issue 20: the CSV files staff import (Taobao codes, legacy licences), read with csv-parse, strictly: RFC 4180 as
// spreadsheets write it (comma-separated, a field in double quotes may hold commas, line breaks and doubled
// quotes; CRLF or LF ends a record; a UTF-8 byte order mark is dropped; blank lines are skipped). A quote inside an
// unquoted field, text after a closing quote, a quote never closed or a lone carriage return makes the whole file
// malformed, so nothing of it is loaded.

export interface CsvRecord {
  /** The file's line the record starts on, from 1. */
  line: number;
  fields: string[];
}

export type CsvMalformation = 'unclosedQuote' | 'strayQuote' | 'textAfterQuote' | 'bareCarriageReturn';

export type CsvParse = { kind: 'parsed'; records: CsvRecord[] } | { kind: 'malformed'; line: number; reason: CsvMalformation };

const MALFORMATIONS: Partial<Record<string, CsvMalformation>> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  INVALID_OPENING_QUOTE: 'strayQuote',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
};

const LF = 0x0a;
const CR = 0x0d;

/**
 * The line a record begins on, from the byte where the one before it ended (csv-parse's own line count takes a
 * CRLF inside a quoted field for two lines): the blank lines it skipped are passed over, each LF before is a line.
 */
class LineCounter {
  private offset = 0;
  private line = 1;
  constructor(private readonly bytes: Buffer) {}

  /** The line of the first record to begin at or after byte `from`; the counter then stands there. */
  startingAt(from: number): number {
    for (; this.offset < from; this.offset++) if (this.bytes[this.offset] === LF) this.line++;
    for (;;) {
      const blank = this.bytes[this.offset] === LF ? 1 : this.bytes[this.offset] === CR && this.bytes[this.offset + 1] === LF ? 2 : 0;
      if (blank === 0) return this.line;
      this.offset += blank;
      this.line++;
    }
  }
}

/** The file's records, each with the line it starts on; or why and where it is not CSV. */
export function parseCsv(text: string): CsvParse {
  const lines = new LineCounter(Buffer.from(text));
  const records: CsvRecord[] = [];
  // Where the last whole record ended, in bytes of the file.
  let ended = 0;
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n'],
      on_record: (fields: string[], { bytes }) => {
        records.push({ line: lines.startingAt(ended), fields });
        ended = bytes;
        return null;
      },
    });
  } catch (error) {
    const reason = error instanceof CsvError ? MALFORMATIONS[error.code] : undefined;
    if (!reason) throw error;
    return {
      kind: 'malformed',
      line: reason === 'unclosedQuote' ? lines.startingAt(ended) : ((error as { lines?: number }).lines ?? 1),
      reason,
    };
  }
  const bare = records.find(({ fields }) => fields.some((field) => /\r(?!\n)/.test(field)));
  if (bare) return { kind: 'malformed', line: bare.line, reason: 'bareCarriageReturn' };
  return { kind: 'parsed', records };
}
