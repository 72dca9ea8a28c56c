import { defineArrayMember, defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { howToPathProblem } from '@/lib/content/how-to-path';
import { howToPathTakenQuery } from '@/lib/content/queries';
import { richTextBlock } from '@/schemas/objects/rich-text-block';
import { languageField } from '@/schemas/objects/translated-document';
import { zhCopyOfDocument } from '@/schemas/objects/zh-copy-validation';

/** The formatted text of a step and of the closing: paragraphs, subheadings, lists, links, key names. */
const guideText = richTextBlock({ decorators: [{ title: 'Key or button name', value: 'code' }] });

export const howTo = defineType({
  name: 'howTo',
  title: 'How-to guide',
  type: 'document',
  // Issue 25: a zh-CN translation follows the translators' glossary and Chinese typography (a warning).
  validation: (rule) => rule.custom(zhCopyOfDocument).warning(),
  fields: [
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'The guide\'s URL without the language prefix, starting with /how-to-: "/how-to-use-joycons-on-pc".',
      validation: (rule) =>
        rule.required().custom(async (path, context) => {
          if (!path) return true;
          const problem = howToPathProblem(path);
          if (problem) return problem;
          const language = (context.document as { language?: unknown } | undefined)?.language;
          if (typeof language !== 'string') return true;
          const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
          const taken = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch(howToPathTakenQuery, { path, language, id: publishedId, draftId: `drafts.${publishedId}` });
          return taken ? `Another ${language} guide already uses ${path}.` : true;
        }),
    }),
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading of the guide: "How to use Joy-Cons on PC".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      description: 'One or two paragraphs under the heading; also the description search engines show for the steps.',
      validation: (rule) => rule.required().max(1200),
    }),
    defineField({
      name: 'device',
      title: 'Device',
      type: 'string',
      description: 'The controller, keyboard or mouse the guide is about, if any: "Nintendo Joy-Con".',
    }),
    defineField({
      name: 'requirements',
      title: 'You will need',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'What the reader needs before starting: the device, a cable or adapter, the PC.',
    }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'howToStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'array',
              of: [guideText],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: { title: 'title' },
            prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no title)' }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'closing',
      title: 'Closing text',
      type: 'array',
      of: [guideText],
      description: 'Tips and what to try next, after the steps.',
    }),
    defineField({
      name: 'related',
      title: 'Related links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      description: 'Other guides and pages shown under "Related guides".',
    }),
  ],
  orderings: [{ title: 'Path', name: 'pathAsc', by: [{ field: 'path', direction: 'asc' }] }],
  preview: {
    select: { path: 'path', language: 'language', title: 'title' },
    prepare: ({ path, language, title }: { path?: string; language?: string; title?: string }) => ({
      title: `${path ?? '(no path)'} · ${language ?? '?'}`,
      subtitle: title,
    }),
  },
});
