import { defineArrayMember, defineField, defineType } from 'sanity';
import { SYSTEM_REQUIREMENTS } from '@/lib/site/system-requirements';
import { headingField } from './fields';

/** What a PC needs to run Remapper, as label and value rows; a new section starts with spec 9's. */
export const systemRequirementsSection = defineType({
  name: 'systemRequirements',
  title: 'System requirements',
  type: 'object',
  fields: [
    headingField,
    defineField({
      name: 'rows',
      title: 'Requirements',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'requirement',
          title: 'Requirement',
          type: 'object',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'value', title: 'Value', type: 'string', validation: (rule) => rule.required().max(160) }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      initialValue: SYSTEM_REQUIREMENTS.map(([label, value], index) => ({
        _type: 'requirement',
        _key: `requirement${index}`,
        label,
        value,
      })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'System requirements' }),
  },
});
