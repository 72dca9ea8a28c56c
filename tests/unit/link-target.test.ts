import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayedHref } from '@/lib/text/link-allow-list';
import { linkTarget, sitePath } from '@/schemas/objects/link-target';

// spec 5, DESIGN "Displayed links": the Studio refuses, before publishing, what the site would empty.
describe('the Studio link rule', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example',
    'https:evil.example',
    'http://evil.example/',
    'ftp://evil.example/',
    'evil.example',
  ])('refuses %j, which the site would show as plain text', (href) => {
    expect(displayedHref(href, { otherHttpsHosts: true })).toBeUndefined();
    expect(linkTarget(href)).toBe(
      'Start with /, #, ./, ../, https://, mailto: or tel: (not //). The site shows any other link as plain text.',
    );
  });

  it.each([' /blog', '/blog\n', 'java\tscript:alert(1)', '\u0001https://forum.remapper.app'])(
    'asks to remove the white space in %j',
    (href) => {
      expect(linkTarget(href)).toBe('Remove the spaces and line breaks around the link, and any tab or line break in it.');
    },
  );

  it.each([
    '/checkout',
    '/#about',
    '#macros',
    './notes',
    '../blog',
    'https://forum.remapper.app',
    'mailto:support@remapper.app',
    'tel:+1-555-0100',
  ])('accepts %j, which the site shows as written', (href) => {
    expect(linkTarget(href)).toBe(true);
    expect(displayedHref(href, { otherHttpsHosts: true })).toBe(href);
  });

  it('leaves an empty value to the required rule', () => {
    expect(linkTarget(undefined)).toBe(true);
    expect(linkTarget('')).toBe(true);
  });

  it('accepts every link in the bundled content', () => {
    const hrefs = [...readFileSync('content/production.ndjson', 'utf8').matchAll(/"href":("(?:[^"\\]|\\.)*")/g)].map(
      ([, json = '""']) => JSON.parse(json) as string,
    );
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => linkTarget(href) !== true)).toEqual([]);
  });
});

describe('the Studio rule for the cookie banner details link', () => {
  it.each(['/privacy', '/en/privacy#cookies'])('accepts the path %j', (href) => {
    expect(sitePath(href)).toBe(true);
  });

  it.each(['//evil.example/privacy', '/\\evil.example', 'https://evil.example/privacy', 'privacy', ' /privacy', 'javascript:alert(1)'])(
    'refuses %j',
    (href) => {
      expect(sitePath(href)).toBe('A path on this site, like /privacy.');
    },
  );
});
