import { defineField, defineType, type SlugValidationContext } from 'sanity';
import { blogPostPath } from '@/lib/content/blog-paths';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { postSlugTakenQuery } from '@/lib/content/queries';
import { richTextBlock } from '@/schemas/objects/rich-text-block';
import { languageField } from '@/schemas/objects/translated-document';
import { zhCopyOfDocument } from '@/schemas/objects/zh-copy-validation';

/** Lower-case words joined by hyphens: the slug is a URL segment. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const EXCERPT_MAX_LENGTH = 200;

/** A slug is unique per language: the translation shares the English post's slug. */
async function slugIsFreeInLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const language = context.document?.language;
  const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
  return !(await context.getClient({ apiVersion: SANITY_API_VERSION }).fetch(postSlugTakenQuery, {
    slug,
    language: typeof language === 'string' ? language : '',
    id: publishedId,
    draftId: `drafts.${publishedId}`,
  }));
}

export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  // Issue 25: a zh-CN translation follows the translators' glossary and Chinese typography (a warning).
  validation: (rule) => rule.custom(zhCopyOfDocument).warning(),
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: "The end of the post's URL: /blog/post/<slug>. A translation uses the English post's slug.",
      options: { source: 'title', maxLength: 96, isUnique: slugIsFreeInLanguage },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            !value?.current || SLUG_PATTERN.test(value.current)
              ? true
              : 'Use lower-case letters, digits and hyphens only, like "shift-layers-explained".',
          ),
    }),
    languageField(),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      description: 'The date shown on the post; the list is ordered by it, newest first.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      description: `One or two sentences for the post list and search results (at most ${EXCERPT_MAX_LENGTH} characters).`,
      validation: (rule) => rule.required().max(EXCERPT_MAX_LENGTH),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      to: [{ type: 'author' }],
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [
        richTextBlock({
          styles: [{ title: 'Quote', value: 'blockquote' }],
          decorators: [{ title: 'Code', value: 'code' }],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }: { title?: string; slug?: string; language?: string }) => ({
      title: title ?? '(no title)',
      subtitle: `${slug ? blogPostPath(slug) : '(no slug)'} · ${language ?? '?'}`,
    }),
  },
});
