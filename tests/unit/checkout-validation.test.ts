import { describe, expect, it } from 'vitest';
import { tierOf } from '@/lib/commerce/tiers';
import { autoRenewOffered, planOf, termOf } from '@/lib/commerce/plans';
import { checkoutErrorMessageKey } from '@/lib/commerce/checkout-fields';
import { checkoutQuoteSchema, createCheckoutSchema, initialCheckoutChoice } from '@/lib/commerce/checkout-schema';

// The checkout's rules without a database: the form's schema (the same the routes use), the plans the tabs
// sell, auto-renewal (spec 1) and the tier labels.

const valid = { term: '1y', pcNum: 2, country: 'us', paymentMethod: 'card', email: 'Buyer@Example.com' };
const issuesOf = (input: unknown) => {
  const result = createCheckoutSchema({ isDisposableEmail: (email) => email.endsWith('@mailinator.com') }).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the checkout schema', () => {
  it('accepts a plan choice and normalises it, dropping any price the browser sends', () => {
    const parsed = createCheckoutSchema().parse({ ...valid, total: 1, discount: 999 });
    expect(parsed).toStrictEqual({
      term: '1y',
      pcNum: 2,
      country: 'US',
      vatNumber: '',
      paymentMethod: 'card',
      email: 'buyer@example.com',
      recipientEmail: '',
      couponCode: '',
      autoRenew: false,
      licenseId: null,
    });
  });

  it.each([
    [{ ...valid, country: '' }, [['country', 'required']]],
    [{ ...valid, country: 'USA' }, [['country', 'countryInvalid']]],
    [{ ...valid, pcNum: 3 }, [['pcNum', 'planUnavailable']]],
    [{ ...valid, term: 'lifetime', pcNum: 5 }, [['pcNum', 'planUnavailable']]],
    [{ ...valid, email: 'not an address' }, [['email', 'emailInvalid']]],
    [{ ...valid, recipientEmail: 'buyer@example.com' }, [['recipientEmail', 'recipientSameAsBuyer']]],
    [{ ...valid, recipientEmail: 'x@mailinator.com' }, [['recipientEmail', 'emailDisposable']]],
    [{ ...valid, paymentMethod: 'cash' }, [['paymentMethod', 'required']]],
    [{ ...valid, couponCode: 'X'.repeat(41) }, [['couponCode', 'tooLong']]],
    [{ ...valid, autoRenew: true, paymentMethod: 'alipay' }, [['autoRenew', 'autoRenewNotAllowed']]],
    // A legacy licence is replaced by lifetime access only, bought for oneself.
    [{ ...valid, licenseId: 7 }, [['term', 'planUnavailable']]],
    [{ ...valid, term: 'lifetime', licenseId: 7, recipientEmail: 'friend@example.com' }, [['term', 'planUnavailable']]],
    [{ ...valid, term: 'lifetime', licenseId: -1 }, [['licenseId', 'planUnavailable']]],
  ])('refuses %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it('prices without a country yet', () => {
    expect(checkoutQuoteSchema.parse({ term: '3m', pcNum: '5' })).toStrictEqual({
      term: '3m',
      pcNum: 5,
      gift: false,
      country: '',
      vatNumber: '',
      couponCode: '',
    });
  });
});

describe('plans and tabs', () => {
  it.each([
    ['3m', 1, { kind: 'subscription', periodMonths: 3, pcNum: 1 }, 'common'],
    ['1y', 2, { kind: 'subscription', periodMonths: 12, pcNum: 2 }, 'epic'],
    ['1y', 5, { kind: 'subscription', periodMonths: 12, pcNum: 5 }, 'mythic'],
    ['lifetime', 3, { kind: 'lifetime', periodMonths: 0, pcNum: 3 }, 'allInLifetime'],
  ] as const)('%s for %i PCs', (term, pcNum, plan, tier) => {
    expect(planOf(term, pcNum)).toStrictEqual(plan);
    expect(termOf(plan)).toBe(term);
    expect(tierOf(plan)).toBe(tier);
  });

  it.each([
    [null, null, { term: '1y', pcNum: 1 }],
    ['lifetime', '3', { term: 'lifetime', pcNum: 3 }],
    ['3m', '3', { term: '3m', pcNum: 1 }],
    ['forever', '2', { term: '1y', pcNum: 2 }],
  ])('a link with term=%s&pc=%s opens %j', (term, pc, choice) => {
    expect(initialCheckoutChoice(term, pc)).toStrictEqual(choice);
  });

  it.each([
    ['1y', 'card', 'US', true],
    ['3m', 'paypal', 'DE', true],
    ['1y', 'card', 'CN', false],
    ['1y', 'alipay', 'US', false],
    ['lifetime', 'card', 'US', false],
  ] as const)('auto-renew for %s by %s in %s: %s (spec 1)', (term, method, country, offered) => {
    expect(autoRenewOffered(term, method, country)).toBe(offered);
  });

  it("words the coupon and VAT refusals with spec 5's messages", () => {
    expect(checkoutErrorMessageKey('couponInvalid')).toBe('shop.coupon.invalid');
    expect(checkoutErrorMessageKey('invalidVatNumber')).toBe('shop.vat.invalidVatNumber');
    expect(checkoutErrorMessageKey('customerEmail')).toBe('shop.checkout.errors.customerEmail');
  });
});
