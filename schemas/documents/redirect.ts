import { defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { redirectFromTakenQuery } from '@/lib/content/queries';
import { redirectFromProblem, redirectTargetProblem } from '@/lib/content/redirect-rules';

/** A route rule (spec 2): the proxy sends `from` to `to` before routing, in both languages, within seconds of publishing. */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      description: 'The old path without the language prefix, e.g. "/old-page". /zh-CN/old-page follows too.',
      validation: (rule) =>
        rule.required().custom(async (from, context) => {
          if (!from) return true;
          const problem = redirectFromProblem(from);
          if (problem) return problem;
          const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
          const taken = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch(redirectFromTakenQuery, { from, id: publishedId, draftId: `drafts.${publishedId}` });
          return taken ? `Another redirect already starts at ${from}.` : true;
        }),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description: 'A path on this site ("/new-page", kept in the visitor\'s language) or a full https:// URL.',
      validation: (rule) =>
        rule.required().custom((to, context) => {
          if (!to) return true;
          if (to === (context.document as { from?: string } | undefined)?.from) return 'A redirect cannot point at itself.';
          return redirectTargetProblem(to) ?? true;
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'On (308) when the old path is gone for good and search engines should forget it; off (307) for a temporary move.',
      initialValue: false,
    }),
  ],
  orderings: [{ title: 'From', name: 'fromAsc', by: [{ field: 'from', direction: 'asc' }] }],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }: { from?: string; to?: string; permanent?: boolean }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent ? 'Permanent (308)' : 'Temporary (307)',
    }),
  },
});
