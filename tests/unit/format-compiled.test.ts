import fc from 'fast-check';
import formatOnly from 'use-intl/format-message/format-only';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { compileMessage } from '@/lib/i18n/compiled-messages';
import { locales } from '@/lib/i18n/config';
import formatCompiled from '@/lib/i18n/format-compiled';

// Issue 16: the compiled messages' formatter writes a small count as its digits instead of constructing the browser's
// first Intl.NumberFormat while a page hydrates. It must write exactly what Intl.NumberFormat writes, or the page
// would change as it hydrates (the server renders the same messages through the same formatter).

const PLURAL = 'Lifetime access for {pcs, plural, one {# PC} other {# PCs}}, {total, number} in all';

const cache = _createCache();

function formattersWithCount() {
  const formatters = _createIntlFormatters(cache);
  const getNumberFormat = vi.spyOn(formatters, 'getNumberFormat');
  return { formatters, getNumberFormat };
}

function format(formatter: typeof formatOnly, locale: string, formatters: ReturnType<typeof _createIntlFormatters>, values: object) {
  return formatter('test', compileMessage(PLURAL) as Parameters<typeof formatOnly>[1], values as Parameters<typeof formatOnly>[2], {
    cache,
    formatters,
    locale,
    timeZone: 'UTC',
  });
}

describe('the compiled messages formatter', () => {
  it.each(locales)('writes every count below 1000 in %s as Intl.NumberFormat does: its digits', (locale) => {
    const numbers = new Intl.NumberFormat(locale);
    for (let count = 0; count < 1000; count += 1) expect(numbers.format(count)).toBe(String(count));
  });

  it('says what use-intl formatter says, for any number in either language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.oneof(fc.constant(-0), fc.integer({ min: -5000, max: 5_000_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.nat(2000),
        (locale, pcs, total) => {
          const values = { pcs, total };
          expect(format(formatCompiled, locale, formattersWithCount().formatters, values)).toBe(
            format(formatOnly, locale, formattersWithCount().formatters, values),
          );
        },
      ),
    );
  });

  it('makes no Intl.NumberFormat for small counts, and one for a count that needs grouping', () => {
    const small = formattersWithCount();
    expect(format(formatCompiled, 'en', small.formatters, { pcs: 1, total: 999 })).toBe('Lifetime access for 1 PC, 999 in all');
    expect(small.getNumberFormat).not.toHaveBeenCalled();

    const large = formattersWithCount();
    expect(format(formatCompiled, 'zh-CN', large.formatters, { pcs: 1200, total: 3 })).toBe('Lifetime access for 1,200 PCs, 3 in all');
    expect(large.getNumberFormat).toHaveBeenCalledTimes(1);
  });

  it('leaves a number with options of its own, and a locale the site does not have, to Intl.NumberFormat', () => {
    const { formatters, getNumberFormat } = formattersWithCount();
    const percent = formatCompiled(
      'test',
      compileMessage('{share, number, percent}') as Parameters<typeof formatOnly>[1],
      { share: 0.5 },
      { cache, formatters, locale: 'en', timeZone: 'UTC' },
    );
    expect(percent).toBe('50%');
    expect(format(formatCompiled, 'ar-EG', formatters, { pcs: 5, total: 7 })).toBe(
      format(formatOnly, 'ar-EG', formattersWithCount().formatters, { pcs: 5, total: 7 }),
    );
    expect(getNumberFormat).toHaveBeenCalledTimes(3);
  });
});
