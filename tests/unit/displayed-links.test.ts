import { PortableText } from '@portabletext/react';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentLink } from '@/components/content-link';
import { NavLink } from '@/components/layout/nav-link';
import { ReleaseDownloads } from '@/components/releases/release-downloads';
import { richTextComponents } from '@/components/sections/rich-text-section';
import { messagesByLocale } from '@/lib/i18n/messages';
import { HOSTILE_LINKS } from '@/tests/support/hostile-links';

// spec 5 and DESIGN "Displayed links": whatever the content source holds, a link off the list renders
// without an href and keeps its text; an editor's https link to another host opens in a new window
// with rel="noopener noreferrer".
// The locale-aware Link needs Next's router; here it is the plain link it renders, in English.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: { href: string }) => createElement('a', { ...props, href: `/en${href}` }),
}));

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale: 'en', messages: messagesByLocale.en, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>,
      node,
    ),
  );

const HOSTILE = [...HOSTILE_LINKS, 'http://evil.example/'];

/** A paragraph whose words are linked to the given hrefs, one mark each. */
function paragraph(hrefs: readonly string[]) {
  return [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: hrefs.map((href, index) => ({ _type: 'link', _key: `l${index}`, href })),
      children: hrefs.map((_, index) => ({ _type: 'span', _key: `s${index}`, text: `link${index} `, marks: [`l${index}`] })),
    },
  ];
}

/** Each <a> of the markup: its attributes and text. */
function anchors(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<a(\s[^>]*)?>([^<]*)<\/a>/g)].map(([, attributes = '', text = '']) => ({ attributes, text }));
}

describe('displayed links rendered from content', () => {
  it('renders Portable Text links off the list without an href, their text kept', () => {
    const html = render(createElement(PortableText, { value: paragraph(HOSTILE), components: richTextComponents }));
    const links = anchors(html);
    expect(links.map(({ text }) => text.trim())).toEqual(HOSTILE.map((_, index) => `link${index}`));
    for (const { attributes } of links) expect(attributes).not.toContain('href');
    expect(html).not.toMatch(/script:|data:|evil\.example/i);
  });

  it('keeps the allowed forms, an https link to another host in a new window with noopener noreferrer', () => {
    const html = render(
      createElement(PortableText, {
        value: paragraph(['https://forum.remapper.app/t/1', 'mailto:support@remapper.app', '#macros', '/blog']),
        components: richTextComponents,
      }),
    );
    const [forum, mail, anchor, blog] = anchors(html).map(({ attributes }) => attributes);
    expect(forum).toContain('href="https://forum.remapper.app/t/1"');
    expect(forum).toContain('target="_blank"');
    expect(forum).toContain('rel="noopener noreferrer"');
    expect(mail).toContain('href="mailto:support@remapper.app"');
    expect(anchor).toContain('href="#macros"');
    expect(blog).toContain('href="/en/blog"');
  });

  it.each(HOSTILE)('empties a button to %j', (href) => {
    expect(render(createElement(ContentLink, { href, className: 'button' } as ComponentProps<typeof ContentLink>, 'Go'))).toBe(
      '<a class="button">Go</a>',
    );
  });

  it.each(HOSTILE)('empties a menu item to %j', (href) => {
    expect(render(createElement(NavLink, { item: { key: 'k', label: 'Forum', href, external: true } }))).toBe('<a>Forum</a>');
  });

  it('opens an https menu item in a new window with noopener noreferrer', () => {
    const item = { key: 'forum', label: 'Forum', href: 'https://forum.remapper.app', external: true };
    expect(render(createElement(NavLink, { item }))).toBe(
      '<a href="https://forum.remapper.app" rel="noopener noreferrer" target="_blank">Forum</a>',
    );
  });

  it('empties a release download off the list and keeps an https one', () => {
    const downloads = [
      { architecture: 'x64', label: 'Download', url: 'data:text/html,x' },
      { architecture: 'arm64', label: 'ARM', url: 'https://downloads.remapper.app/setup-arm64.exe' },
    ] as const;
    const [x64, arm] = anchors(render(createElement(ReleaseDownloads, { downloads }))).map(({ attributes }) => attributes);
    expect(x64).not.toContain('href');
    expect(arm).toContain('href="https://downloads.remapper.app/setup-arm64.exe"');
  });
});
