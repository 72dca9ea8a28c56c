import { describe, expect, it } from 'vitest';
import { namedErrorCode } from '@/lib/http/oauth';

describe("spec 8's named codes on the OAuth result answers", () => {
  it.each([
    ['account-exists', 'ACCOUNT_IS_ALREADY_REGISTERED'],
    ['connected-elsewhere', 'ACCOUNT_IS_ALREADY_USED'],
    ['access-denied', undefined],
    ['expired', undefined],
  ] as const)('%s carries %s', (result, code) => {
    expect(namedErrorCode(result)).toBe(code);
  });
});
