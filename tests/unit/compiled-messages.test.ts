import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { compileMessage, compileMessages } from '@/lib/i18n/compiled-messages';
import formatMessage from '@/lib/i18n/format-message';
import { flattenMessages, messageArguments } from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';

// Issue 16: a page's client components render their messages compiled (lib/i18n/compiled-messages.ts), with the
// browser's small formatter; the server renders the catalogue as written. Both must say the same, or a page would
// change when it hydrates. Through the server's formatter (lib/i18n/format-message.ts), which takes both kinds.

type Values = Record<string, string | number | Date | ((chunks: ReactNode) => string)>;

/** A tag's text: its chunks in order. */
const tagText = (chunks: ReactNode) => (Array.isArray(chunks) ? chunks : [chunks]).join('');

const cache = _createCache();
const formatters = _createIntlFormatters(cache);

function format(locale: string, message: unknown, values: Values | undefined): unknown {
  const result = formatMessage('test', message as string, values, {
    cache,
    formatters,
    locale,
    timeZone: 'UTC',
  });
  // Rich text comes back as a list of parts; what a reader sees is their text in order.
  return Array.isArray(result) ? result.join('') : result;
}

/** Values for a message's arguments, several sets: plural counts that pick each branch, select keys, tags. */
function valueSets(message: string): Values[] {
  const names = messageArguments(message);
  const tags = [...new Set([...message.matchAll(/<(\w+)>/g)].map((match) => match[1] as string))];
  const selectKeys = (name: string) =>
    [...message.matchAll(new RegExp(`\\{\\s*${name}\\s*,\\s*select\\s*,([^]*)`, 'g'))].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/(\w+)\s*\{/g)].map((key) => key[1] as string),
    );
  return [0, 1, 2, 3, 12, 21].map((count) => {
    const values: Values = {};
    for (const name of names) {
      if (new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|selectordinal|number)`).test(message)) values[name] = count;
      else if (new RegExp(`\\{\\s*${name}\\s*,\\s*(date|time)`).test(message))
        values[name] = new Date(Date.UTC(2026, 10, count + 1, 15, 59));
      else if (new RegExp(`\\{\\s*${name}\\s*,\\s*select`).test(message)) {
        const keys = selectKeys(name);
        values[name] = keys[count % Math.max(1, keys.length)] ?? 'other';
      } else values[name] = `«${name} ${count}»`;
    }
    for (const tag of tags) values[tag] = (chunks) => `<${tag}:${tagText(chunks)}>`;
    return values;
  });
}

function isValidIcu(message: string): boolean {
  try {
    new IntlMessageFormat(message, 'en');
    return true;
  } catch {
    return false;
  }
}

describe('compiled messages', () => {
  for (const [locale, catalogue] of Object.entries(messagesByLocale)) {
    it(`${locale}: every message of the catalogue formats the same compiled as written`, () => {
      let withSyntax = 0;
      for (const [key, message] of flattenMessages(catalogue)) {
        const compiled = compileMessage(message);
        if (typeof compiled !== 'string') withSyntax++;
        for (const values of valueSets(message)) {
          expect(format(locale, compiled, values), `${key}: ${message}`).toEqual(format(locale, message, values));
        }
      }
      // The catalogue has arguments, plurals and tags to check (a catalogue of plain strings would test nothing).
      expect(withSyntax).toBeGreaterThan(50);
    });
  }

  it('keeps a message without ICU syntax as it is, and compiles the rest to arrays (never a string the server would read again)', () => {
    expect(compileMessage('Saved')).toBe('Saved');
    expect(compileMessage('已保存')).toBe('已保存');
    expect(Array.isArray(compileMessage('Hello {name}'))).toBe(true);
    // An escaped brace compiles to a plain brace: read as written again, it would be an argument.
    const escaped = compileMessage("Type '{'name'}' here");
    expect(escaped).toEqual(['Type {name} here']);
    expect(format('en', escaped, {})).toBe('Type {name} here');
    expect(format('en', "Type '{'name'}' here", {})).toBe('Type {name} here');
  });

  it('compiles plurals and selects to plain objects, which React passes to client components', () => {
    const compiled = compileMessage('{n, plural, one {# PC} other {# PCs}} {k, select, a {A} other {B}}');
    const objects: unknown[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === 'object' && value !== null) {
        objects.push(value);
        Object.values(value).forEach(walk);
      }
    };
    walk(compiled);
    expect(objects).toHaveLength(2);
    for (const object of objects) expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
  });

  it('compiles a tree in its shape', () => {
    expect(compileMessages({ a: 'Plain', b: { c: '{n, plural, one {# PC} other {# PCs}}' } })).toEqual({
      a: 'Plain',
      b: { c: compileMessage('{n, plural, one {# PC} other {# PCs}}') },
    });
  });

  it('formats text with apostrophes, hashes and braces as intl-messageformat does (fast-check)', () => {
    // Text a translator might type in the Studio: words, apostrophes (ICU's quote character), hashes, tags and
    // quoted braces, with an argument and a plural around them.
    const piece = fc.oneof(
      fc.constantFrom("don't", "''", "'{'", "'}'", '#', ' ', 'PC', '，', '台电脑', '<b>bold</b>', '{name}', "'#'"),
      fc.string({ unit: fc.constantFrom('a', 'z', ' ', '.', '-', '1') }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.nat(30), (pieces, count) => {
        const text = pieces.join('');
        const message = `${text}{count, plural, one {# ${text}} other {# x ${text}}}`;
        const values: Values = { count, name: 'Ann', b: (chunks) => `[${tagText(chunks)}]` };
        // Not valid ICU (unbalanced quotes or braces): the compiled form is the text, and nothing throws.
        if (isValidIcu(message)) expect(format('en', compileMessage(message), values)).toEqual(format('en', message, values));
        else expect(compileMessage(message)).toEqual([message]);
      }),
      { numRuns: 300 },
    );
  });
});
