import { defineField, defineType } from 'sanity';
import { CHECKOUT_TERMS, LIFETIME_MAX_PC_NUM, soldPlanOf, SUBSCRIPTION_PC_NUMS } from '@/lib/commerce/plans';

const SUBSCRIPTION_PC_NUMS_TEXT = new Intl.ListFormat('en', { type: 'disjunction' }).format(SUBSCRIPTION_PC_NUMS.map(String));

const TERM_TITLES: Record<(typeof CHECKOUT_TERMS)[number], string> = { '3m': '3 months', '1y': '1 year', lifetime: 'Lifetime access' };

/**
 * Why the shop cannot sell the banner's plan, or null when it sells it (lib/commerce/plans.ts, the rule the
 * checkout and the database keep): a banner must never advertise what the checkout refuses.
 */
export function unsoldPlanProblem(term: unknown, pcNum: unknown): string | null {
  if (typeof term !== 'string' || !(CHECKOUT_TERMS as readonly string[]).includes(term)) return 'Choose the plan the banner offers.';
  if (typeof pcNum !== 'number') return 'Choose how many PCs the plan is for.';
  if (soldPlanOf(term, pcNum)) return null;
  return term === 'lifetime'
    ? `The shop sells lifetime access for 1 to ${LIFETIME_MAX_PC_NUM} PCs.`
    : `The shop sells subscriptions for ${SUBSCRIPTION_PC_NUMS_TEXT} PCs.`;
}

/**
 * spec 3: Offer banner (price, priceOld, enabled). The marketer chooses the plan; its price and former price
 * (price_old) are the shop's, shown in the visitor's currency, so the banner never contradicts the checkout. One
 * document, edited as a singleton (studio/singletons.ts); spec 4 decides on which pages and for whom it shows.
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
      name: 'term',
      title: 'Plan',
      type: 'string',
      description:
        "The plan the banner offers. Its price and struck-through former price are the shop's (the price list's price and price_old), in each visitor's currency; the button opens the checkout on it.",
      options: { list: CHECKOUT_TERMS.map((value) => ({ value, title: TERM_TITLES[value] })), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'pcNum',
      title: 'PCs',
      type: 'number',
      description: `Subscriptions: ${SUBSCRIPTION_PC_NUMS_TEXT} PCs; lifetime access: 1 to ${LIFETIME_MAX_PC_NUM}.`,
      validation: (rule) =>
        rule.required().custom((pcNum: number | undefined, context) => unsoldPlanProblem(context.document?.term, pcNum) ?? true),
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
    select: { enabled: 'enabled', term: 'term', pcNum: 'pcNum', endsAt: 'endsAt' },
    prepare: ({
      enabled,
      term,
      pcNum,
      endsAt,
    }: {
      enabled?: boolean;
      term?: (typeof CHECKOUT_TERMS)[number];
      pcNum?: number;
      endsAt?: string;
    }) => ({
      title: 'Offer banner',
      subtitle: `${enabled ? 'Shown' : 'Hidden'}: ${term ? TERM_TITLES[term] : '?'}${pcNum ? `, ${pcNum} PCs` : ''}${endsAt ? `, until ${endsAt.slice(0, 10)}` : ''}`,
    }),
  },
});
