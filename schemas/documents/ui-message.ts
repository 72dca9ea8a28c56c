import { defineField, defineType } from 'sanity';
import { translationProblem } from '@/lib/i18n/message-catalogue';

/**
 * One UI string of the site (the next-intl catalogue), translated per field. The keys come from the code
 * (lib/i18n/messages), so editors change the words, never the key.
 */
export const uiMessage = defineType({
  name: 'uiMessage',
  title: 'UI text',
  type: 'document',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      readOnly: true,
      description: 'Where the text appears, e.g. common.cookieBanner.text.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Text',
      type: 'localeText',
      description: 'Keep placeholders like {path} or {count, plural, ...} exactly as they are in English.',
      validation: (rule) =>
        rule.required().custom((value: { en?: string; zh_CN?: string } | undefined) => {
          if (!value?.en?.trim()) return 'The English text is required.';
          return value.zh_CN ? (translationProblem(value.en, value.zh_CN) ?? true) : true;
        }),
    }),
  ],
  orderings: [{ title: 'Key', name: 'keyAsc', by: [{ field: 'key', direction: 'asc' }] }],
  preview: {
    select: { key: 'key', en: 'value.en', zh: 'value.zh_CN' },
    prepare: ({ key, en, zh }: { key?: string; en?: string; zh?: string }) => ({
      title: en ?? key ?? '(no text)',
      subtitle: `${key ?? ''}${zh ? '' : ' · not translated'}`,
    }),
  },
});
