import { defineArrayMember, defineField, defineType } from 'sanity';

/**
 * One term of the zh-CN glossary (issue 25): the Chinese word the site uses for an English concept, and the
 * words that must not stand in for it. Seeded from content/src/glossary.ts, which the copy check in
 * `npm test` (tests/unit/zh-cn-copy.test.ts) reads.
 */
export const glossaryTerm = defineType({
  name: 'glossaryTerm',
  title: 'Glossary term',
  type: 'document',
  fields: [
    defineField({ name: 'en', title: 'English term', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'zhCN', title: 'Chinese (zh-CN) term', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'avoid',
      title: 'Terms not to use',
      description: 'Words that must not stand in for the term anywhere in the zh-CN copy.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'allowedIn',
      title: 'Longer words that may contain an avoided term',
      description: 'For example 手柄方案 (a shared setup), which is not 方案 in the sense of a plan.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 3 }),
  ],
  orderings: [{ title: 'English term', name: 'enAsc', by: [{ field: 'en', direction: 'asc' }] }],
  preview: {
    select: { en: 'en', zh: 'zhCN', avoid: 'avoid' },
    prepare: ({ en, zh, avoid }: { en?: string; zh?: string; avoid?: string[] }) => ({
      title: `${en ?? '(no term)'} → ${zh ?? '(no translation)'}`,
      subtitle: avoid?.length ? `not: ${avoid.join('、')}` : undefined,
    }),
  },
});
