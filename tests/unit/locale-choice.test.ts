import { describe, expect, it } from 'vitest';
import { chooseLocale, localeChoiceScript } from '@/lib/i18n/locale-choice';

const page = { pathname: '/how-to/turbo', search: '?a=1', hash: '#x', cookie: '', languages: ['en-GB'] };

describe('chooseLocale (the remembered language, applied in the browser)', () => {
  it('sends a visitor who chose Chinese from an English path to the same page under /zh-CN', () => {
    expect(chooseLocale({ ...page, pageLocale: 'en', cookie: 'session=x; NEXT_LOCALE=zh-CN' })).toStrictEqual({
      redirect: '/zh-CN/how-to/turbo?a=1#x',
    });
    expect(chooseLocale({ ...page, pageLocale: 'en', pathname: '/', search: '', hash: '', cookie: 'NEXT_LOCALE=zh-CN' }).redirect).toBe(
      '/zh-CN',
    );
  });

  it("on a first visit follows the browser's first language, and only then", () => {
    expect(chooseLocale({ ...page, pageLocale: 'en', languages: ['zh-TW', 'en'] }).redirect).toBe('/zh-CN/how-to/turbo?a=1#x');
    expect(chooseLocale({ ...page, pageLocale: 'en', languages: ['en-US', 'zh-CN'] })).toStrictEqual({
      cookie: 'NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax',
    });
    // A visitor who chose English keeps it, whatever the browser prefers.
    expect(chooseLocale({ ...page, pageLocale: 'en', cookie: 'NEXT_LOCALE=en', languages: ['zh-CN'] })).toStrictEqual({});
  });

  it('remembers the language of a Chinese page, for a year, SameSite lax (spec 9)', () => {
    expect(chooseLocale({ ...page, pageLocale: 'zh-CN', cookie: 'NEXT_LOCALE=en' })).toStrictEqual({
      cookie: 'NEXT_LOCALE=zh-CN; path=/; max-age=31536000; samesite=lax',
    });
    expect(chooseLocale({ ...page, pageLocale: 'zh-CN', cookie: 'NEXT_LOCALE=zh-CN' })).toStrictEqual({});
  });

  it('runs as the self-contained script every page carries', () => {
    const written: string[] = [];
    const replaced: string[] = [];
    const browser = {
      location: { pathname: '/help', search: '', hash: '', protocol: 'https:', replace: (to: string) => replaced.push(to) },
      document: {
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
      navigator: { languages: ['en-US'], language: 'en-US' },
    };
    new Function('location', 'document', 'navigator', localeChoiceScript('en'))(browser.location, browser.document, browser.navigator);
    expect(written).toStrictEqual(['NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax; secure']);
    browser.navigator.languages = ['zh-CN'];
    new Function('location', 'document', 'navigator', localeChoiceScript('en'))(browser.location, browser.document, browser.navigator);
    expect(replaced).toStrictEqual(['/zh-CN/help']);
  });
});
