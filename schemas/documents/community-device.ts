import { defineArrayMember, defineField, defineType } from 'sanity';
import { COMMUNITY_DEVICES } from '@/lib/community/devices';
import { SANITY_API_VERSION } from '@/lib/content/env';
import { communityDeviceTakenQuery } from '@/lib/content/queries';
import { richTextBlock } from '@/schemas/objects/rich-text-block';
import { languageField } from '@/schemas/objects/translated-document';

// spec 2: /community/configs/gamepad/{device}, one page per gamepad of the spec's closed list. Translated
// per document, as pages and guides are: one document per device and language.

export const communityDevice = defineType({
  name: 'communityDevice',
  title: 'Community device',
  type: 'document',
  fields: [
    defineField({
      name: 'device',
      title: 'Device',
      type: 'string',
      description: 'The gamepad; its page is /community/configs/gamepad/<device>.',
      options: { list: COMMUNITY_DEVICES.map((device) => ({ title: device, value: device })) },
      validation: (rule) =>
        rule.required().custom(async (device, context) => {
          if (!device) return true;
          const language = (context.document as { language?: unknown } | undefined)?.language;
          if (typeof language !== 'string') return true;
          const publishedId = context.document?._id.replace(/^drafts\./, '') ?? '';
          const taken = await context
            .getClient({ apiVersion: SANITY_API_VERSION })
            .fetch(communityDeviceTakenQuery, { device, language, id: publishedId, draftId: `drafts.${publishedId}` });
          return taken ? `Another ${language} page already describes ${device}.` : true;
        }),
    }),
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The heading of the page: "DualShock 4 community configs".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'deviceName',
      title: 'Device name',
      type: 'string',
      description: 'The gamepad as players call it: "Sony DualShock 4".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A paragraph under the heading; also the description search engines show.',
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'shared',
      title: 'What players share',
      type: 'array',
      description: 'The kinds of configs players share for this gamepad in the program.',
      of: [
        defineArrayMember({
          name: 'sharedConfig',
          title: 'Shared config',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'body',
      title: 'In the program',
      type: 'array',
      of: [richTextBlock()],
      description: "How to find, apply and share this gamepad's configs in Remapper.",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'guide',
      title: 'How-to guide',
      type: 'link',
      description: 'The guide to setting this gamepad up: "/how-to-use-ps4-controller-on-pc".',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Device', name: 'deviceAsc', by: [{ field: 'device', direction: 'asc' }] }],
  preview: {
    select: { device: 'device', language: 'language', title: 'title' },
    prepare: ({ device, language, title }: { device?: string; language?: string; title?: string }) => ({
      title: `${device ?? '(no device)'} · ${language ?? '?'}`,
      subtitle: title,
    }),
  },
});
