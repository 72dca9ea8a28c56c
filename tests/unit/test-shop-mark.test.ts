import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { TestShopMark } from '@/components/layout/test-shop-mark';
import { messagesByLocale } from '@/lib/i18n/messages';

// The issue "Go live safely": a test shop (PAYMENTS=fake on a public site) says so on every page, in the
// visitor's language. The layout renders the mark whenever config().testShop (tests/unit/config.test.ts).
const render = (locale: 'en' | 'zh-CN') =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: messagesByLocale[locale], timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(TestShopMark),
    ),
  );

describe('the test shop mark', () => {
  it.each([
    ['en', 'Test shop', 'no money is taken'],
    ['zh-CN', '测试商店', '不会扣款'],
  ] as const)('is a note that names the shop a test, in %s', (locale, label, text) => {
    const html = render(locale);
    expect(html).toContain('role="note"');
    expect(html).toContain(`<strong>${label}</strong>`);
    expect(html).toContain(text);
  });
});
