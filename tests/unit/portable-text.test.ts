import { describe, expect, it } from 'vitest';
import { portableText } from '@/content/src/lib/portable-text';

const strip = (blocks: ReturnType<typeof portableText>) =>
  blocks.map(({ style, listItem, level, children, markDefs }) => ({
    style,
    ...(listItem ? { listItem, level } : {}),
    markDefs: markDefs.map(({ _key: key, ...def }) => ({ key, ...def })),
    children: children.map(({ text, marks }) => ({ text, marks })),
  }));

describe('bundled copy: Markdown subset to Portable Text', () => {
  it('maps headings, paragraphs, quotes and nested lists to block styles and list levels', () => {
    const blocks = portableText(`
## Title

First line
continues here.

> A quote

- one
  1. nested
- two
`);
    expect(strip(blocks).map(({ style, listItem, level, children }) => [style, listItem, level, children[0]?.text])).toEqual([
      ['h2', undefined, undefined, 'Title'],
      ['normal', undefined, undefined, 'First line continues here.'],
      ['blockquote', undefined, undefined, 'A quote'],
      ['normal', 'bullet', 1, 'one'],
      ['normal', 'number', 2, 'nested'],
      ['normal', 'bullet', 1, 'two'],
    ]);
  });

  it('turns emphasis, code and links into marks and mark definitions', () => {
    const [block] = strip(portableText('Press **A** then *B*, run `setup.exe` or see [the guide](/help).'));
    expect(block?.children).toEqual([
      { text: 'Press ', marks: [] },
      { text: 'A', marks: ['strong'] },
      { text: ' then ', marks: [] },
      { text: 'B', marks: ['em'] },
      { text: ', run ', marks: [] },
      { text: 'setup.exe', marks: ['code'] },
      { text: ' or see ', marks: [] },
      { text: 'the guide', marks: [block?.markDefs[0]?.key] },
      { text: '.', marks: [] },
    ]);
    expect(block?.markDefs).toEqual([{ key: expect.any(String), _type: 'link', href: '/help' }]);
  });

  it('gives the same keys for the same text and different keys for different blocks', () => {
    const source = 'One\n\nTwo';
    const keys = portableText(source).map(({ _key }) => _key);
    expect(portableText(source).map(({ _key }) => _key)).toEqual(keys);
    expect(new Set(keys).size).toBe(2);
  });

  it('refuses Markdown the Studio could not edit, instead of dropping it', () => {
    expect(() => portableText('| a | b |\n|---|---|\n| 1 | 2 |')).not.toThrow(); // commonmark: a paragraph
    expect(() => portableText('```\ncode\n```')).toThrow(/fence/);
    expect(() => portableText('![alt](/x.png)')).toThrow(/image/);
  });
});
