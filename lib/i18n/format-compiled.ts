import formatOnly from 'use-intl/format-message/format-only';
import { isLocale } from './config';

type Options = Parameters<typeof formatOnly>[3];
type Formatters = Options['formatters'];

/** Below this, a whole number reads in every locale of the site as its digits alone (no grouping separator); -0 reads "-0". */
const PLAIN_BELOW = 1000;

/**
 * The `#` of a plural ("for # PCs") and a plain `{count, number}`: a small whole number is written as its digits, as
 * Intl.NumberFormat writes it in en and zh-CN (tests/unit/format-compiled.test.ts holds both to it), and anything
 * else goes to Intl.NumberFormat. The browser's first Intl.NumberFormat costs about 27 ms on this machine (110 ms
 * at Lighthouse's 4x CPU slowdown), in the middle of hydrating the home page, whose product data name "1 PC".
 */
function plainCounts(getNumberFormat: Formatters['getNumberFormat']): Formatters['getNumberFormat'] {
  return (...args) => {
    const [locale, options] = args;
    if (options !== undefined || !isLocale(locale)) return getNumberFormat(...args);
    const counts: Pick<Intl.NumberFormat, 'format'> = {
      format: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && !Object.is(value, -0) && value < PLAIN_BELOW
          ? String(value)
          : getNumberFormat(locale).format(value),
    };
    // The compiled messages' formatter calls `format` alone (use-intl's format-only).
    return counts as Intl.NumberFormat;
  };
}

const withPlainCounts = new WeakMap<Formatters, Formatters>();

/**
 * use-intl's formatter of compiled messages (lib/i18n/compiled-messages.ts), for the server and the browser alike
 * (next.config.ts), with small counts written without constructing an Intl.NumberFormat.
 */
const formatCompiled: typeof formatOnly = (...args) => {
  const [key, message, values, options] = args;
  let formatters = withPlainCounts.get(options.formatters);
  if (!formatters) {
    formatters = { ...options.formatters, getNumberFormat: plainCounts(options.formatters.getNumberFormat) };
    withPlainCounts.set(options.formatters, formatters);
  }
  return formatOnly(key, message, values, { ...options, formatters });
};
formatCompiled.raw = formatOnly.raw;

export default formatCompiled;
