import { applyPatch, incremental } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { documentEffects, encodePatch } from '@/content-lake/store/mendoza-effects';
import type { LakeDocument } from '@/content-lake/types';

// The effects the store hands out must be patches mendoza itself (and so the Studio) applies correctly.

const doc = (fields: Record<string, unknown>): LakeDocument => ({
  _id: 'home',
  _type: 'page',
  _rev: 'r1',
  _createdAt: '2025-01-01T00:00:00.000Z',
  _updatedAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

const withoutRev = (document: LakeDocument) => Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_rev'));

describe('mendoza patch format (node_modules/mendoza/src)', () => {
  it('reads [0, value] as "the result is this literal", whatever the input', () => {
    expect(applyPatch({ a: 1 }, [0, { b: 2 }])).toEqual({ b: 2 });
    expect(applyPatch(null, [0, { b: 2 }])).toEqual({ b: 2 });
    expect(applyPatch({ a: 1 }, [0, null])).toBeNull();
  });

  it('reads an empty patch as "unchanged"', () => {
    expect(applyPatch({ a: 1 }, [])).toEqual({ a: 1 });
  });
});

describe('encodePatch', () => {
  const cases: Array<[string, unknown, unknown]> = [
    ['equal objects', { a: 1, b: 'x' }, { a: 1, b: 'x' }],
    ['a changed field', { title: 'Blue Mug', price: 12 }, { title: 'Blue Mug (edited)', price: 12 }],
    ['an added field', { a: 1 }, { a: 1, z: [1, 2] }],
    ['a removed field', { a: 1, b: 2, c: 3 }, { a: 1, c: 3 }],
    ['removed and added together', { b: 1, d: 2, f: 3 }, { a: 0, d: 2, g: 4 }],
    [
      'a nested change',
      { hero: { title: { en: 'Hi', zh_CN: '你好' }, cta: 'Go' } },
      { hero: { title: { en: 'Hello', zh_CN: '你好' }, cta: 'Go' } },
    ],
    ['a nested removal', { hero: { a: 1, b: 2 } }, { hero: { b: 2 } }],
    [
      'an array change',
      { items: [{ _key: 'a', v: 1 }] },
      {
        items: [
          { _key: 'a', v: 1 },
          { _key: 'b', v: 2 },
        ],
      },
    ],
    ['object to array', { x: { a: 1 } }, { x: [1] }],
    ['keys that sort differently from insertion order', { b: 1, a: 2, C: 3 }, { b: 1, C: 4 }],
    ['a key named like an Object.prototype member', { a: 1 }, { constructor: 'x', a: 1 }],
    ['creation', null, { a: 1 }],
    ['deletion', { a: 1 }, null],
    ['a string', 'abc', 'abd'],
  ];

  it.each(cases)('round-trips %s through mendoza.applyPatch', (_name, from, to) => {
    expect(applyPatch(structuredClone(from), encodePatch(from, to))).toEqual(to);
    expect(applyPatch(structuredClone(to), encodePatch(to, from))).toEqual(from);
  });

  it.each(cases)('round-trips %s through the incremental patcher the review panel uses', (_name, from, to) => {
    const start = incremental.wrap<string>(structuredClone(from), 'before');
    const end = incremental.applyPatch(start, encodePatch(from, to), 'after');
    expect(incremental.unwrap(end)).toEqual(to);
  });

  it('encodes a deletion as [0, null], which the Studio reads as "deleted"', () => {
    expect(encodePatch({ a: 1 }, null)).toEqual([0, null]);
  });

  it('keeps unchanged fields from the input, so the review panel attributes only the edited one', () => {
    const from = { title: 'a', body: 'long text' };
    const to = { title: 'b', body: 'long text' };
    const origin = (patch: unknown[]) => {
      const end = incremental.applyPatch(incremental.wrap<string>(from, 'tx1'), patch, 'tx2');
      // A value the patch did not open up has no content yet: all of it comes from its own startMeta.
      const fields = (end.content as incremental.ObjectContent<string> | undefined)?.fields;
      return { title: fields?.title?.startMeta ?? end.startMeta, body: fields?.body?.startMeta ?? end.startMeta };
    };
    expect(origin(encodePatch(from, to))).toEqual({ title: 'tx2', body: 'tx1' });
    // A whole-document literal would claim every field was written by tx2.
    expect(origin([0, to])).toEqual({ title: 'tx2', body: 'tx2' });
  });
});

describe('documentEffects', () => {
  it('works on documents without _rev, as the Studio applies them (omitRev)', () => {
    const before = doc({ title: 'a' });
    const after = { ...doc({ title: 'b' }), _rev: 'r2', _updatedAt: '2025-01-02T00:00:00.000Z' };
    const effects = documentEffects(before, after);
    expect(applyPatch(withoutRev(before), effects.apply)).toEqual(withoutRev(after));
    expect(applyPatch(withoutRev(after), effects.revert)).toEqual(withoutRev(before));
    expect(JSON.stringify(effects)).not.toContain('r2');
  });

  it('marks a created document by a [0, null] revert and a deleted one by a [0, null] apply', () => {
    expect(documentEffects(null, doc({})).revert).toEqual([0, null]);
    expect(documentEffects(doc({}), null).apply).toEqual([0, null]);
  });
});
