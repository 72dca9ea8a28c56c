import { type ComponentProps, createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ContactFormSection } from '@/components/sections/contact-form-section';
import { createBundledSource } from '@/lib/content/bundled-source';
import type { PageSection } from '@/lib/content/pages';
import { pageByPathQuery } from '@/lib/content/queries';
import { messagesByLocale } from '@/lib/i18n/messages';

type ContactFormContent = Extract<PageSection, { _type: 'contactForm' }>;

const documents = [
  {
    _id: 'page-partners-en',
    _type: 'page',
    path: '/partners',
    language: 'en',
    sections: [{ _type: 'contactForm', _key: 'f', form: 'partner', heading: 'Become a partner', intro: 'Tell us about you.', extra: 'x' }],
  },
];
const source = createBundledSource({ read: async () => documents.map((d) => JSON.stringify(d)).join('\n') });

describe('the contactForm section', () => {
  it('is projected with exactly its form, heading and intro', async () => {
    const page = await source.fetch(pageByPathQuery, { path: '/partners', language: 'en' }, { tags: ['page'] });
    expect(page?.sections).toStrictEqual([
      { _key: 'f', _type: 'contactForm', anchor: null, form: 'partner', heading: 'Become a partner', intro: 'Tell us about you.' },
    ]);
  });

  // The forms load through next/dynamic (a lazy component), so the markup is read once everything
  // suspended has resolved, as the server does before it answers a page.
  const render = async (section: ContactFormContent, locale: 'en' | 'zh-CN' = 'en', isFirst = false) => {
    const { prelude } = await prerenderToNodeStream(
      createElement(
        NextIntlClientProvider,
        // The children go as createElement's third argument, which its props type does not know.
        { locale, messages: messagesByLocale[locale], timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(ContactFormSection, { section, isFirst }),
      ),
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  };

  it('renders the heading, the intro and the chosen form with its required fields marked', async () => {
    const html = await render({
      _key: 'f',
      _type: 'contactForm',
      anchor: null,
      form: 'developer',
      heading: 'Game developers',
      intro: 'Hi.',
    });
    expect(html).toContain('<h2>Game developers</h2>');
    expect(html).toContain('Hi.');
    expect(html).toContain('data-testid="developer-form"');
    // spec 5: name, email and company are required in the developer form; the message is not.
    expect(html.match(/aria-required="true"/g)).toHaveLength(3);
    expect(html).toContain('Company');
    expect(html).toContain('>Send</button>');
  });

  it('opens the page with an h1 when it is the first section, and speaks the page language', async () => {
    const html = await render(
      { _key: 'f', _type: 'contactForm', anchor: null, form: 'contact', heading: '联系我们', intro: null },
      'zh-CN',
      true,
    );
    expect(html).toContain('<h1>联系我们</h1>');
    expect(html).toContain('留言');
    expect(html).toContain('>发送</button>');
  });

  it('renders nothing for a slot whose form is not chosen yet', async () => {
    const section = { _key: 'f', _type: 'contactForm', form: null, heading: 'x', intro: null } as unknown as ContactFormContent;
    expect(await render(section)).toBe('');
  });
});
