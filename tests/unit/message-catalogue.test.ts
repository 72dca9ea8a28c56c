import { describe, expect, it } from 'vitest';
import { uiMessages } from '@/content/src/ui-messages';
import {
  flattenMessages,
  messageArguments,
  translationProblem,
  uiMessageDocumentId,
  withMessageOverrides,
} from '@/lib/i18n/message-catalogue';
import { messagesByLocale } from '@/lib/i18n/messages';

const base = { common: { title: 'Hello', errors: { path: 'Page not found: {path}' } }, other: { x: 'X' } };

describe('UI texts edited in the Studio', () => {
  it('flattens a catalogue to dotted keys in file order', () => {
    expect([...flattenMessages(base)]).toEqual([
      ['common.title', 'Hello'],
      ['common.errors.path', 'Page not found: {path}'],
      ['other.x', 'X'],
    ]);
  });

  it('lays edited strings over the bundled catalogue without touching it', () => {
    const result = withMessageOverrides(base, [
      { key: 'common.errors.path', value: 'No page at {path}' },
      { key: 'other.x', value: '  ' },
      { key: 'other.x', value: null },
    ]);
    expect(result).toEqual({ common: { title: 'Hello', errors: { path: 'No page at {path}' } }, other: { x: 'X' } });
    expect(base.common.errors.path).toBe('Page not found: {path}');
  });

  it('ignores keys the code does not know, so a document cannot add or replace structure', () => {
    const result = withMessageOverrides(base, [
      { key: 'common', value: 'gone' },
      { key: 'common.errors', value: 'gone' },
      { key: 'common.new', value: 'added' },
      { key: 'nope.deeper.key', value: 'added' },
      { key: '__proto__.polluted', value: 'yes' },
    ]);
    expect(result).toEqual(base);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['Page not found: {path}', ['path']],
    ['{count, plural, one {# PC} other {# PCs}} for {name}', ['count', 'name']],
    ['No placeholders', []],
  ])('finds the arguments of %s', (message, names) => {
    expect(messageArguments(message)).toEqual(names);
  });

  it.each([
    ['Page not found: {path}', '页面未找到：{path}', null],
    ['{pcs, plural, one {# PC} other {# PCs}}', '{pcs, plural, other {# 台电脑}}', null],
    ['Page not found: {path}', '页面未找到', 'Use the same placeholders as the English text: {path} (this has none).'],
    ['Hi', '你好 {name}', 'Use the same placeholders as the English text: none (this has {name}).'],
  ])('checks a translation of %s: %s', (english, translation, problem) => {
    expect(translationProblem(english, translation)).toBe(problem);
  });

  it('bundles one document per key of the catalogue, in both languages, with ids Sanity accepts', () => {
    const keys = [...flattenMessages(messagesByLocale.en)].map(([key]) => key);
    expect(uiMessages.map(({ key }) => key)).toEqual(keys);
    for (const message of uiMessages) {
      expect(message._id).toBe(uiMessageDocumentId(message.key));
      expect(message._id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(message.value.zh_CN, message.key).not.toBe('');
      expect(translationProblem(message.value.en, message.value.zh_CN), message.key).toBeNull();
    }
  });
});
