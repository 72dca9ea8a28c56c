import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { locales } from '@/lib/i18n/config';
import { flattenMessages } from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick-messages';

const tree = {
  common: { site: { name: 'Shop' }, loading: { label: 'Loading' } },
  shop: { checkout: { title: 'Checkout', errors: { card: 'Bad card' } }, orders: { title: 'Orders' } },
  mail: { subject: 'Hello' },
};

describe('pickMessages', () => {
  it.each([
    { paths: ['common'], expected: { common: tree.common } },
    { paths: ['common', 'shop.checkout'], expected: { common: tree.common, shop: { checkout: tree.shop.checkout } } },
    {
      paths: ['shop.checkout.errors', 'shop.orders'],
      expected: { shop: { checkout: { errors: tree.shop.checkout.errors }, orders: tree.shop.orders } },
    },
    { paths: ['shop.checkout', 'shop'], expected: { shop: tree.shop } },
    { paths: ['nothing', 'common.nothing', 'mail.subject.deeper'], expected: {} },
    { paths: [], expected: {} },
  ])('picks $paths', ({ paths, expected }) => {
    expect(pickMessages(tree, paths)).toEqual(expected);
  });

  it('leaves the tree it picks from as it was', () => {
    const before = structuredClone(tree);
    pickMessages(tree, ['shop.checkout.errors']);
    expect(tree).toEqual(before);
  });
});

describe('CLIENT_NAMESPACES', () => {
  it.each(locales)('names only message paths the %s catalogue has', (locale) => {
    const flat = [...flattenMessages(messagesByLocale[locale]).keys()];
    for (const path of Object.values(CLIENT_NAMESPACES).flat()) {
      expect(
        flat.some((key) => key.startsWith(`${path}.`)),
        path,
      ).toBe(true);
    }
  });
});
