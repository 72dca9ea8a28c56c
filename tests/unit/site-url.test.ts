import { describe, expect, it } from 'vitest';
import { localRedirectPath } from '@/lib/site/url';

describe('localRedirectPath', () => {
  it.each([
    ['/help', '/help'],
    ['/zh-CN/blog/post/macros?x=1#top', '/zh-CN/blog/post/macros?x=1#top'],
    ['/', '/'],
  ])('keeps the path %s', (target, expected) => {
    expect(localRedirectPath(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'help',
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('sends %j home instead of elsewhere', (target) => {
    expect(localRedirectPath(target)).toBe('/');
  });
});
