import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayedHref, type LinkAllowListOptions } from '@/lib/text/link-allow-list';

const HOST = 'shop.example';
/** An HTML string (spec 5 exactly) and a link an editor wrote (spec 5 plus other https hosts, DESIGN). */
const HTML: LinkAllowListOptions = { host: HOST };
const CONTENT: LinkAllowListOptions = { otherHttpsHosts: true };

// Values no displayed link may keep, in either kind of text.
const HOSTILE: ReadonlyArray<[name: string, value: string]> = [
  ['javascript:', 'javascript:alert(1)'],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['javascript: after a newline and a tab', '\n\tjavascript:alert(1)'],
  ['javascript: after control characters', '\u0001\u001fjavascript:alert(1)'],
  ['javascript: with trailing spaces', 'javascript:alert(1)  \u0000'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['newline inside the scheme', 'java\nscript:alert(1)'],
  ['carriage return inside the scheme', 'jav\rascript:alert(1)'],
  ['null inside the scheme', 'java\u0000script:alert(1)'],
  ['tab before the colon', 'javascript\t:alert(1)'],
  ['decimal character reference', '&#106;avascript:alert(1)'],
  ['hex character reference', 'jav&#x61;script:alert(1)'],
  ['encoded tab', 'java&#x09;script:alert(1)'],
  ['named colon', 'javascript&colon;alert(1)'],
  ['percent-encoded scheme', '%6Aavascript:alert(1)'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['uppercase vbscript:', 'VBSCRIPT:msgbox(1)'],
  ['data:text/html base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data:text/html plain', 'DATA:text/html,<script>alert(1)</script>'],
  ['data:image/svg+xml in a link', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
  ['data: with leading space', ' data:text/html,x'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://evil.example/uuid'],
  ['ftp:', 'ftp://evil.example/x'],
  ['http: to another host', 'http://evil.example/'],
  ['protocol-relative', '//evil.example/'],
  ['protocol-relative after spaces', '  //evil.example/'],
  ['protocol-relative split by a tab', '/\t/evil.example/'],
  ['backslash after the slash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['one backslash', '\\evil.example'],
  ['https: without slashes', 'https:evil.example'],
  ['https: with one slash', 'https:/evil.example'],
  ['https: with a backslash', 'https:/\\evil.example'],
  ['https: with backslashes', 'https:\\\\evil.example'],
  ['https: with three slashes', 'https:///evil.example'],
  ['https: without a host', 'https://'],
  ['encoded slashes', 'https:&#x2F;&#x2F;evil.example'],
  ['a bare word', 'evil.example'],
  ['a query', '?q=1'],
  ['an empty value', ''],
  ['only spaces', '   '],
];

describe('displayedHref empties values off the list (spec 5)', () => {
  it.each(HOSTILE)('%s, in an HTML string', (_name, value) => {
    expect(displayedHref(value, HTML)).toBeUndefined();
  });

  it.each(HOSTILE)('%s, in a link an editor wrote', (_name, value) => {
    expect(displayedHref(value, CONTENT)).toBeUndefined();
  });

  it('empties what is not a string', () => {
    expect(displayedHref(undefined, CONTENT)).toBeUndefined();
    expect(displayedHref(null, CONTENT)).toBeUndefined();
  });
});

describe('displayedHref keeps the allowed forms', () => {
  it.each<[value: string, options: LinkAllowListOptions, expected: string | undefined]>([
    // spec 5's list
    ['/', HTML, '/'],
    ['/checkout?term=lifetime', HTML, '/checkout?term=lifetime'],
    ['/#about', HTML, '/#about'],
    ['#macros', HTML, '#macros'],
    ['./notes', HTML, './notes'],
    ['../blog', HTML, '../blog'],
    ['mailto:support@remapper.app', HTML, 'mailto:support@remapper.app'],
    ['MAILTO:support@remapper.app', HTML, 'MAILTO:support@remapper.app'],
    ['tel:+1-555-0100', HTML, 'tel:+1-555-0100'],
    ['https://shop.example/blog', HTML, 'https://shop.example/blog'],
    ['HTTPS://SHOP.EXAMPLE/blog', HTML, 'HTTPS://SHOP.EXAMPLE/blog'],
    ['http://shop.example', HTML, 'http://shop.example'],
    ['https://shop.example?x=1', HTML, 'https://shop.example?x=1'],
    ['data:image/png;base64,AAAA', { ...HTML, imageSource: true }, 'data:image/png;base64,AAAA'],
    // The site's host must end where the origin does.
    ['https://shop.example.evil/', HTML, undefined],
    ['https://shop.example@evil.example/', HTML, undefined],
    ['https://shop.example:8443/', HTML, undefined],
    // data:image/ is for image sources, not links.
    ['data:image/png;base64,AAAA', HTML, undefined],
    ['data:image/png;base64,AAAA', CONTENT, undefined],
    // HTML strings keep the spec's list exactly: no other host.
    ['https://forum.remapper.app', HTML, undefined],
    // DESIGN "Displayed links": an editor's link may go to another host over https.
    ['https://forum.remapper.app', CONTENT, 'https://forum.remapper.app'],
    ['https://www.youtube.com/@remapper', CONTENT, 'https://www.youtube.com/@remapper'],
    ['HTTPS://Guide.Remapper.App/x', CONTENT, 'HTTPS://Guide.Remapper.App/x'],
    ['https://shop.example/blog', CONTENT, 'https://shop.example/blog'],
    ['/blog', CONTENT, '/blog'],
    ['mailto:support@remapper.app', CONTENT, 'mailto:support@remapper.app'],
    ['tel:+1-555-0100', CONTENT, 'tel:+1-555-0100'],
    ['#macros', CONTENT, '#macros'],
    // ... never plain http to another host.
    ['http://forum.remapper.app', CONTENT, undefined],
    // The value displayed is the value checked: spaces and tabs as the browser drops them.
    ['  /blog\n', CONTENT, '/blog'],
    ['\thttps://forum.remapper.app \u0000', CONTENT, 'https://forum.remapper.app'],
    ['/bl\tog', HTML, '/blog'],
    ['ht\ntps://forum.remapper.app', CONTENT, 'https://forum.remapper.app'],
    // On the list by its start, but not a URL the parser can read (the property below found the first, under a CPU
    // hog that had nothing to do with it): emptied, as no browser could follow it.
    ['mailto://:', HTML, undefined],
    ['mailto://:', CONTENT, undefined],
    ['tel://user@', CONTENT, undefined],
    ['mailto://x:1', CONTENT, 'mailto://x:1'],
  ])('%j with %o gives %j', (value, options, expected) => {
    expect(displayedHref(value, options)).toBe(expected);
  });
});

describe('displayedHref, whatever the input (property)', () => {
  const BASE = `https://${HOST}/en/blog/post`;
  // Fragments that build schemes, hosts and their disguises, mixed with arbitrary text.
  const fragment = fc.oneof(
    fc.constantFrom(
      'javascript',
      'JaVaScRiPt',
      'vbscript',
      'data',
      'text/html',
      'image/',
      'https',
      'HTTPS',
      'http',
      'mailto',
      'tel',
      'file',
      'blob',
      ':',
      '/',
      '//',
      '\\',
      '.',
      '..',
      '#',
      '?',
      '@',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001f',
      '\u00a0',
      '&#58;',
      '&colon;',
      '&#x09;',
      '%3A',
      HOST,
      'evil.example',
      ':443',
      'alert(1)',
    ),
    fc.string({ maxLength: 4 }),
  );
  const value = fc.oneof(
    fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join('')),
    fc.string(),
    fc.webUrl(),
  );
  const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

  it.each<[kind: string, options: LinkAllowListOptions, schemes: readonly string[]]>([
    ['an HTML string', HTML, ['http', 'https', 'mailto', 'tel']],
    ['an image source', { ...HTML, imageSource: true }, ['http', 'https', 'mailto', 'tel', 'data']],
    ['a link an editor wrote', CONTENT, ['https', 'mailto', 'tel']],
  ])('in %s, never displays a scheme off the list, nor another host the list does not allow', (_kind, options, schemes) => {
    fc.assert(
      fc.property(value, (input) => {
        const href = displayedHref(input, options);
        if (href === undefined) return;
        const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
        if (scheme !== undefined) expect(schemes).toContain(scheme);
        // Read by the browser's own URL parser, relative to a page of the site.
        const url = new URL(href, BASE);
        expect([...schemes.map((name) => `${name}:`)]).toContain(url.protocol);
        if (url.protocol === 'data:') expect(href.toLowerCase()).toMatch(/^data:image\//);
        if (url.protocol === 'http:') expect(url.host).toBe(HOST);
        if (url.protocol === 'https:' && !options.otherHttpsHosts) expect(url.host).toBe(HOST);
        // Another host only where it was written as one, in full: never a "//" or "/\" path.
        if (url.host !== HOST && (url.protocol === 'https:' || url.protocol === 'http:')) expect(href).toMatch(/^https:\/\/[^/\\]/i);
        // Displaying it again changes nothing.
        expect(displayedHref(href, options)).toBe(href);
      }),
      { numRuns: 2000 },
    );
  });
});
