import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { describe, expect, it } from 'vitest';

// Issue 16: Next writes each string of a page's RSC payload into its HTML as a script, `self.__next_f.push([1,...])`.
// patches/next+16.4.6.patch writes it as a single-quoted literal instead of JSON, whose double quotes, one in every
// seven characters of the payload, each cost a backslash. The browser reads the literal as JavaScript: it must give
// back exactly the string, for any text an editor can publish, and never end the script early.

const runtime = readFileSync(
  createRequire(import.meta.url).resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
  'utf8',
);
const patched = /"\[1,'"\+t\.replace\((.*?)\)\+"'\]"/.exec(runtime);

/** The patched expression, over `t`, then Next's own HTML escaping of the script (htmlEscapeJsonString). */
function inlined(text: string): string {
  if (!patched) throw new Error('patches/next+16.4.6.patch is not applied to next (npm install applies it)');
  const literal = new Function('t', `return "[1,'"+t.replace(${patched[1]})+"']"`)(text) as string;
  return htmlEscapeJsonString(literal);
}

describe('the patched inline RSC payload', () => {
  it('reads back as the very string, for any text, lone surrogates and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom("'", '"', '\\', '\n', '\r', '\u2028', '\0', '<', '/', 's', '\ud83d', '\ude00') }),
        ),
        (text) => {
          const [, read] = new Function(`return ${inlined(text)}`)() as [number, string];
          expect(read).toBe(text);
        },
      ),
    );
  });

  it('never closes the script or breaks a line, and escapes no double quote', () => {
    const html = inlined('</script><!-- "quoted" it\'s \\ \n\u2028 😀 中文');
    expect(html).not.toMatch(/<|\n|\r|\u2028|\u2029/);
    expect(html).toContain('"quoted"');
    expect(html).toContain('😀 中文');
  });
});
