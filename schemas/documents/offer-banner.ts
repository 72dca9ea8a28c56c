import { defineField, defineType } from 'sanity';

// A display value with two decimals, as the banner prints it ('29.99').
const PRICE_PATTERN = /^\d+\.\d{2}$/;

function priceFormat(value: string | undefined): true | string {
  return !value || PRICE_PATTERN.test(value) ? true : 'Write the price with two decimals, like 29.99.';
}

/**
 * spec 3: Offer banner (price, priceOld, enabled). One document, edited as a singleton
 * (studio/singletons.ts); spec 4 decides on which pages and for whom it shows.
 */
export const offerBanner = defineType({
  name: 'offerBanner',
  title: 'Offer banner',
  type: 'document',
  fields: [
    defineField({
      name: 'enabled',
      title: 'Show the banner',
      type: 'boolean',
      // Off until a marketer switches it on, so a half-filled banner never goes live.
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Offer ends',
      type: 'datetime',
      // Issue 25: Chinese pricing rules treat a "limited-time" price with no end date as misleading.
      description:
        'When the offer ends. The banner says so to every visitor (in Beijing time on the Chinese pages) and stops showing after it; without an end it does not show.',
      validation: (rule) =>
        rule.custom((endsAt: string | undefined, context) =>
          context.document?.enabled === true && !endsAt ? 'A banner that shows needs the date its offer ends.' : true,
        ),
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      description: 'The offer price as shown, with two decimals: 29.99',
      validation: (rule) => rule.required().custom(priceFormat),
    }),
    defineField({
      name: 'priceOld',
      title: 'Old price',
      type: 'string',
      description: 'The struck-through regular price, with two decimals: 49.99',
      validation: (rule) => [
        rule.custom(priceFormat),
        rule
          .custom((priceOld: string | undefined, context) => {
            const price = context.document?.price;
            if (!priceOld || typeof price !== 'string') return true;
            return Number(priceOld) > Number(price) ? true : 'The old price is usually higher than the price.';
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'localeString',
      description: 'Optional line shown beside the prices, e.g. "Lifetime access, this week only".',
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'localeString',
      description: 'Optional; the banner has a default label.',
    }),
  ],
  preview: {
    select: { enabled: 'enabled', price: 'price', priceOld: 'priceOld', endsAt: 'endsAt' },
    prepare: ({ enabled, price, priceOld, endsAt }: { enabled?: boolean; price?: string; priceOld?: string; endsAt?: string }) => ({
      title: 'Offer banner',
      subtitle: `${enabled ? 'Shown' : 'Hidden'}: ${price ?? '?'}${priceOld ? ` (was ${priceOld})` : ''}${endsAt ? `, until ${endsAt.slice(0, 10)}` : ''}`,
    }),
  },
});
