import { defineArrayMember, defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { releaseVersionTakenQuery } from '@/lib/content/queries';
import { releasePagePath, releaseRedirectProblem, releaseVersionProblem } from '@/lib/content/release-route';
import { linkTarget } from '@/schemas/objects/link-target';

// spec 2, 3: one document per Remapper version, shown at /releases/release-{version} and in the release
// notes history. Release notes are short lines, so they are translated per field (localeString).

const ARCHITECTURES = [
  { title: 'Intel/AMD x64', value: 'x64' },
  { title: 'ARM64', value: 'arm64' },
];

const note = defineArrayMember({ type: 'localeString' });

export const release = defineType({
  name: 'release',
  title: 'Release',
  type: 'document',
  fields: [
    defineField({
      name: 'version',
      title: 'Version',
      type: 'string',
      description: 'Major.minor.patch, like 6.4.0. It becomes the page address /releases/release-6.4.0.',
      validation: (rule) =>
        rule.required().custom(async (version, context) => {
          if (!version) return true;
          const problem = releaseVersionProblem(version);
          if (problem) return problem;
          const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
          const taken = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch(releaseVersionTakenQuery, { version, id: publishedId, draftId: `drafts.${publishedId}` });
          return taken ? `Another release already has the version ${version}.` : true;
        }),
    }),
    defineField({
      name: 'releasedAt',
      title: 'Released on',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      description: 'Optional; the site shows "Remapper {version}" without one.',
    }),
    defineField({
      name: 'newFeatures',
      title: 'New features',
      type: 'array',
      description: 'One short line per feature.',
      of: [note],
    }),
    defineField({
      name: 'fixedIssues',
      title: 'Fixed issues',
      type: 'array',
      description: 'One short line per fix.',
      of: [note],
    }),
    defineField({
      name: 'downloads',
      title: 'Downloads',
      type: 'array',
      description: 'The installers of this version: one per processor architecture.',
      of: [
        defineArrayMember({
          name: 'download',
          title: 'Installer',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Button label',
              type: 'localeString',
              description: 'spec 1: "Download" for x64, "Download for ARM" for ARM64.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'architecture',
              title: 'Architecture',
              type: 'string',
              options: { list: ARCHITECTURES, layout: 'radio', direction: 'horizontal' },
              initialValue: 'x64',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Installer URL',
              type: 'url',
              validation: (rule) =>
                rule
                  .required()
                  .uri({ scheme: ['https'] })
                  .custom(linkTarget),
            }),
          ],
          preview: {
            select: { architecture: 'architecture', url: 'url' },
            prepare: ({ architecture, url }: { architecture?: string; url?: string }) => ({
              title: architecture ?? '?',
              subtitle: url,
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((downloads: { architecture?: string }[] | undefined) => {
          const architectures = (downloads ?? []).map(({ architecture }) => architecture);
          return new Set(architectures).size === architectures.length ? true : 'One installer per architecture.';
        }),
    }),
    defineField({
      name: 'discontinued',
      title: 'Discontinued',
      type: 'boolean',
      description: 'A discontinued version has no page of its own: its address redirects (see "Redirect to").',
      initialValue: false,
    }),
    defineField({
      name: 'discontinuedAt',
      title: 'Discontinued on',
      type: 'date',
      hidden: ({ document }) => !document?.discontinued,
      validation: (rule) =>
        rule.custom((value, context) => (context.document?.discontinued && !value ? 'When was this version discontinued?' : true)),
    }),
    defineField({
      name: 'redirectTo',
      title: 'Redirect to',
      type: 'string',
      description:
        'Optional path for visitors of this discontinued version, like /releases/release-6.4.0. Without one they go to /discontinued-{version} when that page exists, else to /releases.',
      hidden: ({ document }) => !document?.discontinued,
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          if (!value) return true;
          const version = context.document?.version;
          return releaseRedirectProblem(value, typeof version === 'string' ? version : undefined) ?? true;
        }),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'releasedAtDesc', by: [{ field: 'releasedAt', direction: 'desc' }] }],
  preview: {
    select: { version: 'version', discontinued: 'discontinued' },
    prepare: ({ version, discontinued }: { version?: string; discontinued?: boolean }) => ({
      title: `Remapper ${version ?? '(no version)'}`,
      subtitle: version ? `${releasePagePath(version)}${discontinued ? ' · discontinued' : ''}` : undefined,
    }),
  },
});
