// next.config.ts: next-intl's own formatter of messages as written (intl-messageformat), under a name of its own,
// since `use-intl/format-message` itself leads here on the server.
import formatWritten from 'use-intl-format-written';
import formatCompiled from './format-compiled';

type FormatMessage = typeof formatWritten;

/**
 * The server's `use-intl/format-message` (next.config.ts): a message as written (a string, from the catalogue or
 * the Studio) goes to intl-messageformat as before; a compiled one (an array, lib/i18n/compiled-messages.ts: the
 * messages the client components render with) to the formatter the browser uses, so a client component renders
 * the same on the server and in the browser.
 */
const formatMessage: FormatMessage = (...args) => {
  const [, message] = args;
  return Array.isArray(message) ? formatCompiled(...(args as Parameters<typeof formatCompiled>)) : formatWritten(...args);
};
// `t.raw` works where the messages are as written: the server's.
formatMessage.raw = true;

export default formatMessage;
