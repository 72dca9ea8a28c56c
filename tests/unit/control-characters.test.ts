import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacters, hasControlCharacters, queryParameterWithControlCharacters } from '@/lib/validation/control-characters';

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', 'Mei\u0000', true],
    ['a C0 control', 'a\u001bb', true],
    ['DEL', 'a\u007f', true],
    ['a C1 control', 'a\u0085', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone low surrogate', '\udc00', true],
    ['a tab', 'a\tb', true],
    ['a line break', 'a\nb', true],
    ['plain text', 'Mei Lin', false],
    ['Chinese text', '梅林 18号', false],
    ['a surrogate pair (an emoji)', 'ok 👍', false],
    ['the empty string', '', false],
  ])('%s: %s', (_, text, refused) => {
    expect(hasControlCharacters(text)).toBe(refused);
  });

  it('lets multi-line text hold tabs and line breaks, never NUL or a lone surrogate', () => {
    expect(hasControlCharacters('Hello,\r\n\tthere', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Hello\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Hello\ud83d', { multiline: true })).toBe(true);
  });
});

describe('fieldWithControlCharacters', () => {
  it('names the top-level field of the first key or string that holds one', () => {
    expect(fieldWithControlCharacters({ firstName: 'Mei', lastName: 'L\u0000' })).toBe('lastName');
    expect(fieldWithControlCharacters({ params: { code: ['ok', 'x\u0007'] } })).toBe('params');
    expect(fieldWithControlCharacters({ params: { 'a\u0000': 1 } })).toBe('params');
    expect(fieldWithControlCharacters({ 'a\u0000': 1 })).toBe('body');
    expect(fieldWithControlCharacters({ firstName: 'Mei', pcNum: 2, autoRenew: true, extra: null })).toBeNull();
  });

  it('allows tabs and line breaks only in the named top-level fields', () => {
    expect(fieldWithControlCharacters({ message: 'a\nb' }, ['message'])).toBeNull();
    expect(fieldWithControlCharacters({ subject: 'a\nb' }, ['message'])).toBe('subject');
    expect(fieldWithControlCharacters({ nested: { message: 'a\nb' } }, ['message'])).toBe('nested');
  });

  it('walks a body nested thousands of levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(8000)}"\\u0000"${']'.repeat(8000)}`);
    expect(fieldWithControlCharacters({ deep })).toBe('deep');
  });
});

describe('queryParameterWithControlCharacters', () => {
  it('names the parameter, or "query" when the name itself holds one', () => {
    expect(queryParameterWithControlCharacters(new URLSearchParams('search=mei&client_email=a%00'))).toBe('client_email');
    expect(queryParameterWithControlCharacters(new URLSearchParams('a%0Ab=1'))).toBe('query');
    expect(queryParameterWithControlCharacters(new URLSearchParams('search=%E6%A2%85'))).toBeNull();
  });
});
