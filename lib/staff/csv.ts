// Issue 20: the CSV files staff import (Taobao codes). No CSV library is a dependency, and the files are small
// and made by people in a spreadsheet, so this is a strict RFC 4180 reader: comma-separated fields, a field in
// double quotes may hold commas, line breaks and doubled quotes; CRLF or LF ends a record; a UTF-8 byte order
// mark is dropped. Anything else (a quote inside an unquoted field, text after a closing quote, a quote never
// closed) makes the whole file malformed, so nothing of it is loaded.

export interface CsvRecord {
  /** The file's line the record starts on, from 1. */
  line: number;
  fields: string[];
}

export type CsvMalformation = 'unclosedQuote' | 'strayQuote' | 'textAfterQuote' | 'bareCarriageReturn';

export type CsvParse = { kind: 'parsed'; records: CsvRecord[] } | { kind: 'malformed'; line: number; reason: CsvMalformation };

/** The file's records; blank lines are skipped (a spreadsheet often ends with one). */
export function parseCsv(text: string): CsvParse {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  // Whether the current field was quoted, and whether its closing quote has been read.
  let quoted = false;
  let closed = false;
  // A record that is one quoted empty field ("") is a record, not a blank line.
  let quotedEmpty = false;

  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
    closed = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '' && !quotedEmpty)) records.push({ line: recordLine, fields });
    fields = [];
    quotedEmpty = false;
  };
  while (index < source.length) {
    const character = source[index]!;
    if (quoted && !closed) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        closed = true;
        if (fields.length === 0 && field === '') quotedEmpty = true;
      } else {
        if (character === '\n') line++;
        field += character;
      }
      index++;
      continue;
    }
    if (character === ',') {
      endField();
    } else if (character === '\n' || (character === '\r' && source[index + 1] === '\n')) {
      endRecord();
      index += character === '\r' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    } else if (closed) {
      return { kind: 'malformed', line, reason: 'textAfterQuote' };
    } else if (character === '"') {
      if (field !== '') return { kind: 'malformed', line, reason: 'strayQuote' };
      quoted = true;
    } else if (character === '\r') {
      return { kind: 'malformed', line, reason: 'bareCarriageReturn' };
    } else {
      field += character;
    }
    index++;
  }
  if (quoted && !closed) return { kind: 'malformed', line: recordLine, reason: 'unclosedQuote' };
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { kind: 'parsed', records };
}
