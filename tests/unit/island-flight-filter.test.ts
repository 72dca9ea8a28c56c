import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { islandFlightFilter } from '@/lib/ui/islands/flight-filter';
import { inlinePayloadFilter } from '@/lib/ui/islands/inline-payload-filter';
import { ISLAND_MARK } from '@/lib/ui/islands/mark';

// Issue 16: the HTML's inline RSC payload leaves out the trees of server islands (components/islands), which the
// browser keeps as markup. The rows below are written as React Flight writes them (a page's payload, shortened).

/** A text row: `<id>:T<byte length in hex>,<text>`, with no line end. */
const textRow = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`;

const pageRows = [
  '0:{"P":null,"b":"build","c":["",""],"f":[["$","$L1",null,{}]]}\n',
  ':HL["/_next/static/chunks/a.css","style"]\n',
  '2:I[123,["$3"],"CardCarousel"]\n',
  '1:["$","main",null,{"children":[["$","$L2",null,{"label":"Games","track":["$","$L4",null,{"id":"games-x","content":"$@5"}]}],"$L6"]}]\n',
  `5:["${ISLAND_MARK}",["$","ul",null,{"children":[["$","li","a",{"children":"Terraria 中文"}],"$L7","$8"]}]]\n`,
  '7:["$","li","b",{"children":["$","p",null,{"children":"outlined card"}]}]\n',
  textRow('8', 'a long review that mentions "$L9" and a line\nbreak'),
  '6:["$","footer",null,{"children":["kept","$La"]}]\n',
  // A second island, whose parent row comes after the first island's row.
  'a:["$","section",null,{"children":["$","$L4",null,{"id":"more","content":"$@b"}]}]\n',
  `b:["${ISLAND_MARK}",[["$","p",null,{"children":"second island"}],"$Lc"]]\n`,
  'c:["$","li","z",{"children":"second outlined"}]\n',
];
const page = pageRows.join('');

function filtered(chunks: readonly Uint8Array[]): string {
  const filter = islandFlightFilter();
  const out = [...chunks.flatMap((chunk) => filter.push(chunk)), ...filter.end()];
  return Buffer.concat(out).toString('utf8');
}

/** The payload cut at the given byte offsets. */
function cut(payload: string, offsets: readonly number[]): Uint8Array[] {
  const bytes = Buffer.from(payload);
  const points = [...new Set([0, ...offsets.map((offset) => offset % (bytes.length + 1)), bytes.length])].sort((a, b) => a - b);
  return points.slice(1).map((end, index) => bytes.subarray(points[index], end));
}

describe('the inline payload without island trees', () => {
  it('sends the island row as the mark alone and leaves out the rows only it leads to', () => {
    const out = filtered([Buffer.from(page)]);
    expect(out).toContain(`5:["${ISLAND_MARK}"]\n`);
    expect(out).not.toContain('Terraria');
    expect(out).not.toContain('outlined card');
    expect(out).not.toContain('a long review');
    expect(out).not.toContain('second');
    // Everything else, in its order.
    expect(out).toBe(
      [page.slice(0, page.indexOf('5:[')), `5:["${ISLAND_MARK}"]\n`, pageRows[7], pageRows[8], `b:["${ISLAND_MARK}"]\n`].join(''),
    );
  });

  it('keeps a row of an island that a kept row refers to as well, and what it leads to', () => {
    const shared = page + '9:["$","aside",null,{"children":"$7"}]\n';
    const out = filtered([Buffer.from(shared)]);
    expect(out).toContain('outlined card');
    expect(out).not.toContain('Terraria');
  });

  it('passes a payload without islands through unchanged, each row as soon as it is whole, however it is cut', () => {
    const plainRows = pageRows.map((row) => row.replace(`["${ISLAND_MARK}",`, '["not an island",'));
    const plain = plainRows.join('');
    const bytes = Buffer.from(plain);
    // Where each row ends, in bytes.
    const rowEnds = plainRows.map((_, index) => Buffer.byteLength(plainRows.slice(0, index + 1).join('')));
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (offsets) => {
        const filter = islandFlightFilter();
        let received = 0;
        let sent = Buffer.alloc(0);
        for (const chunk of cut(plain, offsets)) {
          received += chunk.length;
          sent = Buffer.concat([sent, ...filter.push(chunk)]);
          const whole = Math.max(0, ...rowEnds.filter((end) => end <= received));
          expect(sent.equals(bytes.subarray(0, whole))).toBe(true);
        }
        expect(Buffer.concat([sent, ...filter.end()]).equals(bytes)).toBe(true);
      }),
    );
  });

  it('gives the same payload however the bytes are cut, characters split included', () => {
    const whole = filtered([Buffer.from(page)]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (offsets) => {
        expect(filtered(cut(page, offsets))).toBe(whole);
      }),
    );
  });

  it('sends every part on as whole rows, each a valid UTF-8 string', () => {
    const filter = islandFlightFilter();
    const parts = [...cut(page, [3, 40, 41, 170, 333, 334, 335]).flatMap((chunk) => filter.push(chunk)), ...filter.end()];
    for (const part of parts) expect(Buffer.from(part.toString('utf8')).equals(part)).toBe(true);
  });

  it('filters a Node stream and a web stream alike', async () => {
    const expected = filtered([Buffer.from(page)]);
    const node = Readable.from(cut(page, [10, 200, 400])).pipe(inlinePayloadFilter.node());
    expect(await text(node)).toBe(expected);
    const chunks = cut(page, [7, 77, 333]);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const web = source.pipeThrough(inlinePayloadFilter.web());
    const reader = web.getReader();
    const read: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) read.push(next.value);
    expect(Buffer.concat(read).toString('utf8')).toBe(expected);
  });

  it('is where the patched runtime looks for it, on both of its inline writers', () => {
    const runtime = readFileSync(
      createRequire(import.meta.url).resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
      'utf8',
    );
    const hooks = runtime.match(/globalThis\[Symbol\.for\("remapper\.inlinePayloadFilter"\)\]/g) ?? [];
    if (hooks.length === 0) throw new Error('patches/next+16.4.6.patch is not applied to next (npm install applies it)');
    expect(hooks).toHaveLength(2);
    expect(runtime).toContain('h.node()');
    expect(runtime).toContain('h.web()');
  });
});
