import type { SanityClient, ValidationContext } from 'sanity';
import { describe, expect, it } from 'vitest';
import { zhCopyOfDocument, zhCopyOfField } from '@/schemas/objects/zh-copy-validation';

// Issue 25: the Studio warns a translator about zh-CN copy against the glossary documents in the Content Lake
// (not the bundled seed), and about Chinese typography.

/** A validation context whose Content Lake holds these glossary terms; counts the reads. */
function contextWith(terms: { en: string; zhCN: string; avoid: string[]; allowedIn?: string[] }[]) {
  const reads = { count: 0 };
  const client = { fetch: async () => (reads.count++, terms) } as unknown as SanityClient;
  return { context: { getClient: () => client } as unknown as ValidationContext, reads };
}

const plan = { en: 'plan', zhCN: '套餐', avoid: ['方案'], allowedIn: ['手柄方案'] };

describe('a zh-CN field', () => {
  it('is warned about a term the glossary avoids, naming the term to use', async () => {
    const { context } = contextWith([plan]);
    expect(await zhCopyOfField('选择适合你的方案', context)).toBe('Chinese copy: "方案": the glossary says 套餐 (plan).');
    expect(await zhCopyOfField('选择适合你的套餐', context)).toBe(true);
    expect(await zhCopyOfField('下载共享的手柄方案', context)).toBe(true);
  });

  it('follows the glossary as the translators edit it in the Studio, not the bundled seed', async () => {
    const { context } = contextWith([{ en: 'controller', zhCN: '手柄', avoid: ['控制器'] }]);
    expect(await zhCopyOfField('连接你的控制器', context)).toBe('Chinese copy: "控制器": the glossary says 手柄 (controller).');
    expect(await zhCopyOfField('选择适合你的方案', context)).toBe(true);
  });

  it('is warned about half-width punctuation, ASCII quotes and a spaced percent', async () => {
    const { context } = contextWith([]);
    expect(await zhCopyOfField('立即购买,享受优惠', context)).toBe('Chinese copy: half-width punctuation beside Chinese.');
    expect(await zhCopyOfField('点击"确定"继续', context)).toBe('Chinese copy: ASCII double quotes around Chinese (use “”).');
    expect(await zhCopyOfField('立减 20 %', context)).toBe('Chinese copy: a space before %.');
  });

  it('leaves text without Chinese alone, and reads the glossary once while a translator types', async () => {
    const { context, reads } = contextWith([plan]);
    expect(await zhCopyOfField('Remapper, plan "A"', context)).toBe(true);
    expect(await zhCopyOfField(undefined, context)).toBe(true);
    for (const text of ['方', '方案', '方案和']) await zhCopyOfField(text, context);
    expect(reads.count).toBe(1);
  });
});

describe('a document translated into zh-CN', () => {
  const post = (language: string) => ({
    _id: 'post-zh',
    _type: 'post',
    language,
    title: '如何选择方案',
    body: [{ _type: 'block', children: [{ _type: 'span', text: '第一步,打开程序' }] }],
  });

  it('is warned about every problem, each with where it is', async () => {
    const { context } = contextWith([plan]);
    expect(await zhCopyOfDocument(post('zh_CN'), context)).toBe(
      'Chinese copy: title: "方案": the glossary says 套餐 (plan); body › 1 › children › 1 › text: half-width punctuation beside Chinese.',
    );
  });

  it('is not checked when written in English', async () => {
    const { context, reads } = contextWith([plan]);
    expect(await zhCopyOfDocument(post('en'), context)).toBe(true);
    expect(reads.count).toBe(0);
  });
});
