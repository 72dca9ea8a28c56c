import { describe, expect, it } from 'vitest';
import { mergeMessageTrees } from '@/lib/i18n/merge-messages';

describe('mergeMessageTrees (an area’s messages laid over the frame’s)', () => {
  const frame = { common: { errors: { title: 'Something went wrong' } }, shop: { price: { perYear: ['{price} a year'] } } };

  it('keeps the frame’s messages and adds the area’s beside them, in the same namespace too', () => {
    const area = { shop: { checkout: { title: 'Checkout' } }, forms: { submit: 'Send' } };
    expect(mergeMessageTrees<Record<string, unknown>>(frame, area)).toEqual({
      common: { errors: { title: 'Something went wrong' } },
      shop: { price: { perYear: ['{price} a year'] }, checkout: { title: 'Checkout' } },
      forms: { submit: 'Send' },
    });
  });

  it('takes the area’s message where both have one, a compiled message (an array) being a message, not a branch', () => {
    const area = { common: { errors: { title: 'Oops' } }, shop: { price: { perYear: [0, ' a year'] } } };
    const merged = mergeMessageTrees<Record<string, unknown>>(frame, area);
    expect(merged).toEqual({ common: { errors: { title: 'Oops' } }, shop: { price: { perYear: [0, ' a year'] } } });
  });

  it('changes neither tree', () => {
    const before = structuredClone(frame);
    const area = { shop: { checkout: { title: 'Checkout' } } };
    mergeMessageTrees<Record<string, unknown>>(frame, area);
    expect(frame).toEqual(before);
    expect(area).toEqual({ shop: { checkout: { title: 'Checkout' } } });
  });
});
