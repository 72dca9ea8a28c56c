import { describe, expect, it } from 'vitest';
import type { GuideText, HowToGuide } from '@/lib/content/how-to';
import { guidePlainText, howToJsonLd } from '@/lib/content/how-to-json-ld';
import { serializeJsonLd } from '@/lib/site/json-ld';

const text = (...lines: string[]): GuideText =>
  lines.map((line, index) => ({
    _type: 'block' as const,
    _key: `b${index}`,
    style: 'normal' as const,
    markDefs: [],
    children: line.split('|').map((part, partIndex) => ({ _type: 'span' as const, _key: `s${partIndex}`, text: part, marks: [] })),
  }));

const guide: HowToGuide = {
  path: '/how-to-use-pad',
  language: 'zh_CN',
  title: '如何使用手柄',
  intro: '三步搞定。',
  device: '手柄',
  requirements: ['一个手柄', 'Remapper'],
  steps: [
    { key: 'a', title: '连接', body: text('插上|USB 线。', '等待 Windows。') },
    { key: 'b', title: '映射', body: text('点击按键。') },
  ],
  closing: text('完成。'),
  related: [],
  updatedAt: '2026-02-03T04:05:06Z',
};

const URL_ZH = 'https://remapper.example/zh-CN/how-to-use-pad';

describe('the HowTo structured data of a guide', () => {
  it('has the schema.org HowTo shape with numbered steps that point at the page', () => {
    expect(howToJsonLd(guide, URL_ZH)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: '如何使用手柄',
      description: '三步搞定。',
      inLanguage: 'zh-CN',
      url: URL_ZH,
      dateModified: '2026-02-03T04:05:06Z',
      tool: [
        { '@type': 'HowToTool', name: '一个手柄' },
        { '@type': 'HowToTool', name: 'Remapper' },
      ],
      step: [
        { '@type': 'HowToStep', position: 1, name: '连接', text: '插上USB 线。\n等待 Windows。', url: `${URL_ZH}#step-1` },
        { '@type': 'HowToStep', position: 2, name: '映射', text: '点击按键。', url: `${URL_ZH}#step-2` },
      ],
    });
  });

  it("states the guide's own language, not the page's, when a zh-CN page shows the English guide", () => {
    expect(howToJsonLd({ ...guide, language: 'en' }, URL_ZH).inLanguage).toBe('en');
  });

  it('has no tools and no steps for a guide without them', () => {
    expect(howToJsonLd({ ...guide, requirements: [], steps: [] }, URL_ZH)).toMatchObject({ tool: [], step: [] });
  });
});

describe('guide text as plain text', () => {
  it('joins the spans of a block and puts each block on its own line, skipping empty ones', () => {
    expect(guidePlainText(text('a|b', '', '  ', 'c'))).toBe('ab\nc');
  });

  it('is empty for no blocks', () => {
    expect(guidePlainText([])).toBe('');
  });
});

describe('JSON-LD inside a script element', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    note: '<!-- & -->',
    separators: 'a\u2028b\u2029c',
  };

  it('contains no character that could end the script element or start a comment', () => {
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('parses back to exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    expect(JSON.parse(serializeJsonLd(howToJsonLd(guide, URL_ZH)))).toEqual(howToJsonLd(guide, URL_ZH));
  });
});
