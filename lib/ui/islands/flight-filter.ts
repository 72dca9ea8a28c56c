import { ISLAND_MARK } from './mark';

/**
 * Issue 16: the inline RSC payload of a page without the rendered tree of its server-only islands
 * (components/islands). Next writes the payload it rendered the HTML from into the HTML as scripts, so every
 * element of a static section was sent twice: as markup and as payload. An island's tree travels in a row of its own
 * that starts with ISLAND_MARK; this filter, between the payload and Next's inline writer, sends that row as the mark
 * alone and leaves out the rows only it leads to (outlined parts of its tree). The browser keeps the island's markup.
 *
 * The payload is read as React Flight writes it: rows of `<hex id>:` and either a tag with a hexadecimal length and
 * that many bytes (text and binary rows), or a line. From the first island row on, rows are held to the end of the
 * payload, so that a row is left out only when nothing kept refers to it (an object React wrote once in an island and
 * refers to again later stays). A page without islands passes through row by row, as it came.
 */

/** Tags of the rows that carry a length (`T<hex len>,` and the typed arrays), as React's Flight client reads them. */
const LENGTH_TAGS = new Set([...'TAOoUSsLlGgMmVb'].map((c) => c.charCodeAt(0)));
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;
const MARK_PREFIX = Buffer.from(`["${ISLAND_MARK}"`);
/** Every reference a row can hold: "$<hex>", "$L<hex>", "$@<hex>", "$<hex>:path"... More matches only keep more. */
const REFERENCE = /"\$[A-Za-z@]?([0-9a-f]+)/g;

type Row = { id: string; bytes: Buffer; refs: string[]; island: boolean };

function isHex(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66);
}

/** The end of the row that starts at `start`, or -1 while its bytes have not all come. */
function rowEnd(buffer: Buffer, start: number): { end: number; lengthTagged: boolean; bodyStart: number } | -1 {
  const colon = buffer.indexOf(COLON, start);
  if (colon === -1) return -1;
  const tag = buffer[colon + 1];
  if (tag === undefined) return -1;
  if (LENGTH_TAGS.has(tag) && isHex(buffer[colon + 2] ?? 0)) {
    let cursor = colon + 2;
    while (cursor < buffer.length && isHex(buffer[cursor]!)) cursor++;
    if (cursor >= buffer.length) return -1;
    if (buffer[cursor] === COMMA) {
      const length = Number.parseInt(buffer.toString('latin1', colon + 2, cursor), 16);
      const end = cursor + 1 + length;
      return end <= buffer.length ? { end, lengthTagged: true, bodyStart: cursor + 1 } : -1;
    }
  }
  const newline = buffer.indexOf(NEWLINE, colon);
  return newline === -1 ? -1 : { end: newline + 1, lengthTagged: false, bodyStart: colon + 1 };
}

type RowEnd = Exclude<ReturnType<typeof rowEnd>, -1>;

/** Whether the row is an island's: a line row whose body starts with the mark. */
function isIslandRow(buffer: Buffer, { lengthTagged, bodyStart }: RowEnd): boolean {
  return !lengthTagged && buffer.subarray(bodyStart, bodyStart + MARK_PREFIX.length).equals(MARK_PREFIX);
}

function readRow(buffer: Buffer, start: number, { end, lengthTagged, bodyStart }: RowEnd, island: boolean): Row {
  const bytes = buffer.subarray(start, end);
  const id = buffer.toString('latin1', start, buffer.indexOf(COLON, start));
  if (lengthTagged) return { id, bytes, refs: [], island: false };
  const refs = [...buffer.toString('utf8', bodyStart, end).matchAll(REFERENCE)].map((match) => match[1]!);
  return { id, bytes, refs, island };
}

/** The held rows as they are sent: island rows as the mark alone, the rows only they lead to left out. */
export function withoutIslandTrees(rows: readonly Row[]): Buffer[] {
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const fromIslands = new Set<string>();
  const follow = (ids: readonly string[], into: Set<string>) => {
    const stack = [...ids];
    while (stack.length > 0) {
      const id = stack.pop()!;
      const row = byId.get(id);
      if (!row || into.has(id)) continue;
      into.add(id);
      // An island row is sent as the mark alone: what it refers to is not needed through it.
      if (!row.island) stack.push(...row.refs);
    }
  };
  for (const row of rows) if (row.island) follow(row.refs, fromIslands);
  // What a kept row refers to stays, and all it leads to.
  const needed = new Set<string>();
  for (const row of rows) if (!row.island && !fromIslands.has(row.id)) follow(row.refs, needed);
  return rows.flatMap((row) => {
    if (row.island) return [Buffer.from(`${row.id}:["${ISLAND_MARK}"]\n`)];
    if (fromIslands.has(row.id) && !needed.has(row.id) && !byId.get(row.id)?.island) return [];
    return [row.bytes];
  });
}

/** The filter over one payload: `push` each chunk as it comes, then `end`; each returns what to write on. */
export function islandFlightFilter() {
  let pending = Buffer.alloc(0);
  let held: Row[] | undefined;
  return {
    push(chunk: Uint8Array): Buffer[] {
      pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
      // Rows before `passed` go on now; from an island row on, every row is held.
      let start = 0;
      let passed = 0;
      for (;;) {
        const found = rowEnd(pending, start);
        if (found === -1) break;
        const islandRow = isIslandRow(pending, found);
        if (held || islandRow) (held ??= []).push(readRow(pending, start, found, islandRow));
        start = found.end;
        if (!held) passed = start;
      }
      const out = passed > 0 ? [Buffer.from(pending.subarray(0, passed))] : [];
      // Held rows keep views of the buffer they came in; the rest waits for the next chunk.
      pending = Buffer.from(pending.subarray(start));
      return out;
    },
    end(): Buffer[] {
      const rest = pending.length > 0 ? [pending] : [];
      if (!held) return rest;
      return [Buffer.concat([...withoutIslandTrees(held), ...rest])];
    },
  };
}
