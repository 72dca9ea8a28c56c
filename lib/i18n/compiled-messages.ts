import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import type { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import type { MessageTree } from './message-catalogue';

// Issue 16: the browser formats its messages with next-intl's precompiled-message formatter (icu-minify's, under
// 1 KiB), not with intl-messageformat and its ICU parser (about 10 KiB gzip on every page). So the messages a page
// sends to its client components are compiled here, on the server, and next.config.ts points the browser's
// `use-intl/format-message` at the formatter of compiled messages. The server formats both kinds
// (lib/i18n/format-message.ts): the catalogue as written, and the compiled messages its client components render with.

export type CompiledMessageTree = { [key: string]: CompiledMessage | CompiledMessageTree };

/** Characters with a meaning in an ICU message: a message written with none of them is its own compiled form. */
const ICU_SYNTAX = /[{}<>'#]/;

/** Compiled messages by their text: a page's messages are a fresh tree on every request, their texts are not. */
const compiledByText = new Map<string, CompiledMessage>();
/** The most texts held: the catalogues of both languages and the Studio's edits to them are far fewer. */
const MAX_HELD = 20_000;

/**
 * A message in its compiled form. A compiled message that is a string is always kept as an array, so a string is
 * only ever a message as written (the server's formatter tells the two kinds apart by it): compiling `'{'x'}'`
 * gives `{x}`, which read as written again would be an argument.
 */
export function compileMessage(message: string): CompiledMessage {
  if (!ICU_SYNTAX.test(message)) return message;
  let compiled = compiledByText.get(message);
  if (compiled === undefined) {
    compiled = compiledOrText(message);
    if (compiledByText.size >= MAX_HELD) compiledByText.clear();
    compiledByText.set(message, compiled);
  }
  return compiled;
}

/**
 * The compiled message; a message that is not valid ICU (a Studio edit with a lone brace) shows as its text, where
 * the server's formatter of written messages shows its key: a page must not fail for one text.
 */
function compiledOrText(message: string): CompiledMessage {
  let result: CompiledMessage;
  try {
    result = compile(message);
  } catch {
    return [message];
  }
  return typeof result === 'string' ? [result] : (plain(result) as CompiledMessage);
}

/**
 * The compiled message with plain objects: icu-minify makes a plural's or a select's branches an object without a
 * prototype, which React refuses to pass from a server component to a client one.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, branch]) => [key, plain(branch)]));
  }
  return value;
}

/** Every message of a tree compiled, in the tree's shape. */
export function compileMessages(tree: MessageTree): CompiledMessageTree {
  const compiled: CompiledMessageTree = {};
  for (const [key, value] of Object.entries(tree)) {
    compiled[key] = typeof value === 'string' ? compileMessage(value) : compileMessages(value);
  }
  return compiled;
}

/** What next-intl's client provider takes as `messages`: its type is the messages as written. */
type ProviderMessages = NonNullable<ComponentProps<typeof NextIntlClientProvider>['messages']>;

/**
 * A tree compiled for a client provider. next-intl types the provider's messages as written; the browser's
 * formatter they reach reads them compiled (next.config.ts), so this is the one place that tells the type checker so.
 */
export function compiledForProvider(tree: MessageTree): ProviderMessages {
  return compileMessages(tree) as unknown as ProviderMessages;
}
