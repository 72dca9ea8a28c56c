import { defineField, defineType } from 'sanity';

/**
 * spec 2: the release notes history table (release, new features, fixed issues, released,
 * discontinued), filled from the release documents, so a marketer can place it on any page.
 */
export const releaseHistorySection = defineType({
  name: 'releaseHistory',
  title: 'Release notes history',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Optional; the table has a default heading.',
      validation: (rule) => rule.max(120),
    }),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }: { heading?: string }) => ({
      title: heading || 'Release notes history',
      subtitle: 'Release notes history (every release, newest first)',
    }),
  },
});
