import { describe, expect, it } from 'vitest';
import { withRequestedPath } from '@/lib/content/not-found-screen';

const screen = (line: string) =>
  `<title>404</title><p class="error-screen__detail"><span data-testid="error-path">${line}</span></p><script>"/en/not-found-screen"</script>`;

describe('withRequestedPath', () => {
  it.each([
    ['Page not found: /en/not-found-screen', '/no-such-page', 'Page not found: /no-such-page'],
    ['Page not found: /not-found-screen', '/no-such-page', 'Page not found: /no-such-page'],
    ['页面未找到：/zh-CN/not-found-screen', '/zh-CN/no-such-page', '页面未找到：/zh-CN/no-such-page'],
    ['Page not found: /en/not-found-screen', '/a<b>&"c\'', 'Page not found: /a&lt;b&gt;&amp;&quot;c&#x27;'],
    ['Page not found: /en/not-found-screen', '/$&-$1', 'Page not found: /$&amp;-$1'],
  ])('puts the path into %s', (line, path, expected) => {
    expect(withRequestedPath(screen(line), path)).toBe(screen(expected));
  });

  it.each([
    ['/no-such-page', '/en/no-such-page', '/zh-CN/no-such-page'],
    ['/zh-CN/some/deep/page', '/en/some/deep/page', '/zh-CN/some/deep/page'],
    ['/a"b', '/en/a&quot;b', '/zh-CN/a&quot;b'],
  ])('points the language switcher of %s at the same path', (path, en, zh) => {
    const switcher = '<a href="/en/not-found-screen" lang="en">English</a><a href="/zh-CN/not-found-screen" lang="zh-CN">中文</a>';
    const html = withRequestedPath(screen('Page not found: /en/not-found-screen') + switcher, path);
    expect(html).toContain(`<a href="${en}" lang="en">`);
    expect(html).toContain(`<a href="${zh}" lang="zh-CN">`);
  });

  it('leaves the rest of the page, its payload included, as it was', () => {
    const html = withRequestedPath(screen('Page not found: /en/not-found-screen'), '/x');
    expect(html).toContain('<script>"/en/not-found-screen"</script>');
  });

  it('gives up on a page without the line, or a line without the route', () => {
    expect(withRequestedPath('<p>Page not found</p>', '/x')).toBeUndefined();
    expect(withRequestedPath(screen('Page not found: /somewhere'), '/x')).toBeUndefined();
  });
});
