// Issue 20: the CSV files staff load (legacy licences). RFC 4180 as spreadsheets write it: fields separated by
// commas, a field in double quotes may hold commas, line breaks and doubled quotes; lines end in LF or CRLF.
// Pure, so the malformed cases are unit-tested.

export interface CsvRow {
  /** The file's line the row begins on, from 1. */
  line: number;
  cells: string[];
}

export type CsvReading = { kind: 'read'; rows: CsvRow[] } | { kind: 'malformed'; line: number };

/** The rows of `text` (blank lines left out), or the line where a quote is left open or stray. */
export function parseCsv(text: string): CsvReading {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '' || cellWasQuoted) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    cellWasQuoted = false;
  };
  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          quoted = false;
          // After a closing quote only a separator, a line end or the end of the file may come.
          const next = source[index + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') return { kind: 'malformed', line };
        }
      } else {
        if (character === '\n') line++;
        cell += character;
      }
      continue;
    }
    if (character === '"') {
      if (cell.trim() !== '') return { kind: 'malformed', line };
      cell = '';
      quoted = true;
      cellWasQuoted = true;
    } else if (character === ',') {
      cells.push(cell);
      cell = '';
      cellWasQuoted = false;
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += character;
    }
  }
  if (quoted) return { kind: 'malformed', line: rowLine };
  endRow();
  return { kind: 'read', rows };
}
