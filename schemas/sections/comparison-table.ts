import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField } from './fields';

interface Cell {
  text?: string;
  mark?: 'yes' | 'no';
  price?: 'subscription' | 'lifetime';
}

/** A table comparing options (plans, devices): column headings, then rows of a label and one cell per column. */
export const comparisonTableSection = defineType({
  name: 'comparisonTable',
  title: 'Comparison table',
  type: 'object',
  fields: [
    headingField,
    defineField({
      name: 'columns',
      title: 'Column headings',
      description: 'What is compared, e.g. "Free trial", "Subscription", "Lifetime".',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(5),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'comparisonRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(100) }),
            defineField({
              name: 'cells',
              title: 'Cells, one per column',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'comparisonCell',
                  title: 'Cell',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'mark',
                      title: 'Yes or no',
                      type: 'string',
                      options: { list: ['yes', 'no'], layout: 'radio', direction: 'horizontal' },
                    }),
                    defineField({ name: 'text', title: 'Text', type: 'string', validation: (rule) => rule.max(100) }),
                    defineField({
                      name: 'price',
                      title: "The shop's prices",
                      description:
                        "Shown from the shop's price list in the visitor's currency, so they are never typed here and follow every price change.",
                      type: 'string',
                      options: {
                        list: [
                          { title: 'Subscription: from …/month when billed annually, …/device/year', value: 'subscription' },
                          { title: 'Lifetime access: its price (the former one struck through), …/device for life', value: 'lifetime' },
                        ],
                        layout: 'radio',
                      },
                    }),
                  ],
                  validation: (rule) =>
                    rule.custom((cell: Cell | undefined) =>
                      !cell || cell.mark || cell.text || cell.price ? true : "Choose yes or no, write a text, or show the shop's prices.",
                    ),
                  preview: {
                    select: { mark: 'mark', text: 'text', price: 'price' },
                    prepare: ({ mark, text, price }: Cell) => ({
                      title: [mark, text, price && `${price} prices`].filter(Boolean).join(' · ') || '(empty)',
                    }),
                  },
                }),
              ],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: 'label' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows: { label?: string; cells?: unknown[] }[] | undefined, context) => {
            const columns = (context.parent as { columns?: unknown[] } | undefined)?.columns?.length ?? 0;
            const uneven = (rows ?? []).find((row) => (row.cells?.length ?? 0) !== columns);
            return uneven ? `"${uneven.label ?? 'A row'}" needs one cell per column (${columns}).` : true;
          }),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? '(no heading)', subtitle: 'Comparison table' }),
  },
});
