import { describe, expect, it } from 'vitest';
import { DEFAULT_HIGHLIGHT_CLASS, splitForHighlight, type HighlightMode } from '@/lib/text/highlight';

/** Writes segments compactly: highlighted text in [brackets]. */
function marked(text: string, mode?: HighlightMode): string {
  return splitForHighlight(text, mode)
    .map((segment) => (segment.highlighted ? `[${segment.text}]` : segment.text))
    .join('');
}

describe('splitForHighlight', () => {
  it('defaults the highlight class to text-lightyellow (spec 9)', () => {
    expect(DEFAULT_HIGHLIGHT_CLASS).toBe('text-lightyellow');
  });

  it('returns exact segments for the error title (spec 2: first two words)', () => {
    expect(splitForHighlight('404 Error: Page Not Found', { words: 2 })).toEqual([
      { text: '404 Error:', highlighted: true },
      { text: ' Page Not Found', highlighted: false },
    ]);
  });

  it('returns no segments for an empty string', () => {
    expect(splitForHighlight('')).toEqual([]);
    expect(splitForHighlight('', { words: 2 })).toEqual([]);
    expect(splitForHighlight('', { chars: 3 })).toEqual([]);
    expect(splitForHighlight('', { word: 'x' })).toEqual([]);
  });

  describe('{ words: n }', () => {
    it.each<[string, number, string]>([
      ['404 Error: Page Not Found', 2, '[404 Error:] Page Not Found'],
      ['500 Error: Internal Server Error', 2, '[500 Error:] Internal Server Error'],
      ['Why to Use', 1, '[Why] to Use'],
      ['Why to Use', 3, '[Why to Use]'],
      ['Why to Use', 10, '[Why to Use]'],
      ['Why to Use', 0, 'Why to Use'],
      ['Why to Use', -1, 'Why to Use'],
      ['Why to Use', 1.9, '[Why] to Use'],
      ['  Why   to\tUse  ', 2, '  [Why   to]\tUse  '],
      ['   ', 2, '   '],
      ['一键映射 手柄按键', 1, '[一键映射] 手柄按键'],
    ])('%j, words %d -> %j', (text, words, expected) => {
      expect(marked(text, { words })).toBe(expected);
    });
  });

  describe('{ chars: n } — the first n code points, cut even mid-word, edge spaces left plain', () => {
    it.each<[string, number, string]>([
      ['Lifetime access', 8, '[Lifetime] access'],
      ['Lifetime access', 4, '[Life]time access'],
      ['Lifetime access', 9, '[Lifetime] access'],
      ['Lifetime access', 11, '[Lifetime ac]cess'],
      ['Lifetime access', 100, '[Lifetime access]'],
      ['Lifetime access', 0, 'Lifetime access'],
      ['  Lifetime', 4, '  [Li]fetime'],
      ['  Lifetime', 2, '  Lifetime'],
      ['终身授权版本', 4, '[终身授权]版本'],
      ['😀😀 ok', 1, '[😀]😀 ok'],
    ])('%j, chars %d -> %j', (text, chars, expected) => {
      expect(marked(text, { chars })).toBe(expected);
    });
  });

  describe('{ word } — every whole-word occurrence, case-insensitive', () => {
    it.each<[string, string, string]>([
      ['Macros for mouse and macro keys', 'macros', '[Macros] for mouse and macro keys'],
      ['Macro, macro. MACRO!', 'macro', '[Macro], [macro]. [MACRO]!'],
      ['Remap, remapper, remapping', 'remap', '[Remap], remapper, remapping'],
      ['Joystick mapper and joystick   mapper', 'joystick mapper', '[Joystick mapper] and [joystick   mapper]'],
      ['Works with C++ and C#', 'c++', 'Works with [C++] and C#'],
      ['Price (per year)', '(per', 'Price [(per] year)'],
      ['Use Steam手柄 today', 'steam', 'Use [Steam]手柄 today'],
      ['使用手柄映射手柄', '手柄', '使用[手柄]映射[手柄]'],
      ['No match here', 'missing', 'No match here'],
      ['Blank word', '   ', 'Blank word'],
    ])('%j, word %j -> %j', (text, word, expected) => {
      expect(marked(text, { word })).toBe(expected);
    });
  });

  describe('default — the second half of the words; an odd count gives it the extra word', () => {
    it.each<[string, string]>([
      ['Advanced Controller Mapping Made Easy', 'Advanced Controller [Mapping Made Easy]'],
      ['Why to Use It', 'Why to [Use It]'],
      ['Why to Use', 'Why [to Use]'],
      ['Community', '[Community]'],
      ['  Gyro   aiming  ', '  Gyro   [aiming]  '],
      ['\n\t ', '\n\t '],
    ])('%j -> %j', (text, expected) => {
      expect(marked(text)).toBe(expected);
    });
  });

  const samples = ['404 Error: Page Not Found', '  a  b\n\nc\t', 'Macro, macro. MACRO!', '终身 授权', '😀 x 😀', 'x'];
  const modes: Array<HighlightMode | undefined> = [
    undefined,
    { words: 0 },
    { words: 2 },
    { words: 99 },
    { chars: 0 },
    { chars: 3 },
    { chars: 99 },
    { word: 'macro' },
    { word: '授权' },
  ];

  it.each(samples.flatMap((text) => modes.map((mode) => [text, mode] as const)))(
    'round-trips %j with mode %o, alternating segments and no edge spaces in highlights',
    (text, mode) => {
      const segments = splitForHighlight(text, mode);
      expect(segments.map((segment) => segment.text).join('')).toBe(text);
      for (const [index, segment] of segments.entries()) {
        expect(segment.text).not.toBe('');
        if (index > 0) expect(segment.highlighted).not.toBe(segments[index - 1]?.highlighted);
        if (segment.highlighted) expect(segment.text).toBe(segment.text.trim());
      }
    },
  );
});
