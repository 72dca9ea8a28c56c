import { defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { seoUrlTakenQuery } from '@/lib/content/queries';
import { seoUrlProblem } from '@/lib/content/seo-path';

/** spec 3: SEO entry (url, title, description, keywords); pages without one use the home entry ('/'). */
export const seoEntry = defineType({
  name: 'seoEntry',
  title: 'SEO entry',
  type: 'document',
  fields: [
    defineField({
      name: 'url',
      title: 'URL',
      type: 'string',
      description: 'The page path without the language prefix: "/" for the home page, "/blog", "/help".',
      validation: (rule) =>
        rule.required().custom(async (url, context) => {
          if (!url) return true;
          const problem = seoUrlProblem(url);
          if (problem) return problem;
          const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
          const taken = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch(seoUrlTakenQuery, { url, id: publishedId, draftId: `drafts.${publishedId}` });
          return taken ? `Another SEO entry already uses ${url}.` : true;
        }),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      description: 'The browser tab and search result title; about 60 characters.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: 'The search result snippet; about 150 characters.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'localeString',
      description: 'Comma-separated.',
    }),
  ],
  orderings: [{ title: 'URL', name: 'urlAsc', by: [{ field: 'url', direction: 'asc' }] }],
  preview: {
    select: { url: 'url', title: 'title.en' },
    prepare: ({ url, title }: { url?: string; title?: string }) => ({ title: url ?? '(no URL)', subtitle: title }),
  },
});
