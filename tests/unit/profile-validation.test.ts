import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions } from '@/lib/validation/countries';
import { messagesByLocale } from '@/lib/i18n/messages';
import { createEmailChangeSchema, createPasswordChangeSchema, profileSchema } from '@/lib/validation/profile';
import { PROFILE_ERROR_KEYS, PROFILE_LIMITS } from '@/lib/validation/profile-fields';

/** `field: key` of every issue, in order. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('profileSchema (spec 3 billing, spec 5 "{Field} is too long.")', () => {
  it('trims, upper-cases the country and fills what was left out', () => {
    const result = profileSchema.safeParse({ firstName: '  Mei ', country: 'de', phone: '+49 (30) 123-45/6' });
    expect(result.data).toEqual({
      firstName: 'Mei',
      lastName: '',
      company: '',
      state: '',
      address: '',
      city: '',
      country: 'DE',
      zip: '',
      phone: '+49 (30) 123-45/6',
      subscribedToEmails: false,
    });
  });

  it.each(Object.entries(PROFILE_LIMITS))('%s takes %i characters and not one more', (field, max) => {
    expect(issues(profileSchema.safeParse({ [field]: '1'.repeat(max) }))).toEqual([]);
    expect(issues(profileSchema.safeParse({ [field]: '1'.repeat(max + 1) }))).toEqual([`${field}: fieldTooLong`]);
  });

  it('refuses an unknown country and letters in the phone number', () => {
    expect(issues(profileSchema.safeParse({ country: 'XX', phone: 'call me' }))).toEqual([
      'country: countryInvalid',
      'phone: phoneInvalid',
    ]);
  });
});

describe('createPasswordChangeSchema (spec 4, 5)', () => {
  const change = createPasswordChangeSchema({ currentRequired: true });
  const set = createPasswordChangeSchema({ currentRequired: false });

  it('asks for the current password only when changing one', () => {
    expect(issues(change.safeParse({ currentPassword: '', password: 'new password', cpassword: 'new password' }))).toEqual([
      'currentPassword: required',
    ]);
    expect(set.safeParse({ password: 'new password', cpassword: 'new password' }).success).toBe(true);
  });

  it('says when the passwords do not match, are too short, or the new one is the current one', () => {
    expect(issues(change.safeParse({ currentPassword: 'old password', password: 'new password', cpassword: 'other' }))).toEqual([
      'cpassword: passwordsDoNotMatch',
    ]);
    expect(issues(change.safeParse({ currentPassword: 'old password', password: 'short', cpassword: 'short' }))).toEqual([
      'password: tooShort',
    ]);
    expect(issues(change.safeParse({ currentPassword: 'same words', password: 'same words', cpassword: 'same words' }))).toEqual([
      'password: passwordSameAsCurrent',
    ]);
  });
});

describe('createEmailChangeSchema (spec 3, 5)', () => {
  const schema = createEmailChangeSchema({
    accountEmail: 'mei.lin@example.com',
    isDisposableEmail: (email) => email.endsWith('@mailinator.com'),
  });
  const reason = 'I moved to a new mail provider.';

  it('takes the account address in any case and lower-cases the new one', () => {
    expect(schema.safeParse({ currentEmail: ' Mei.Lin@Example.com', newEmail: 'Mei@New.example', reason }).data).toEqual({
      currentEmail: 'mei.lin@example.com',
      newEmail: 'mei@new.example',
      reason,
    });
  });

  it.each([
    [{ currentEmail: 'someone@example.com' }, 'currentEmail: customerEmail'],
    [{ currentEmail: '' }, 'currentEmail: emailRequired'],
    [{ newEmail: 'mei.lin@example.com' }, 'newEmail: emailSameAsCurrent'],
    [{ newEmail: 'Mei.Lin@example.com' }, 'newEmail: emailShouldDiffer'],
    [{ newEmail: 'not an address' }, 'newEmail: emailInvalid'],
    [{ newEmail: 'a@b.c' }, 'newEmail: emailTooShort'],
    [{ newEmail: 'throwaway@mailinator.com' }, 'newEmail: emailDisposable'],
    [{ reason: ' ' }, 'reason: required'],
    [{ reason: 'new mail' }, 'reason: tooShort'],
    [{ reason: 'x'.repeat(1001) }, 'reason: tooLong'],
  ])('%o -> %s', (change, expected) => {
    const input = { currentEmail: 'mei.lin@example.com', newEmail: 'mei@new.example', reason, ...change };
    expect(issues(schema.safeParse(input))).toEqual([expected]);
  });
});

describe("the account forms' words", () => {
  it('every profile error key has a message in both languages', () => {
    for (const key of PROFILE_ERROR_KEYS) {
      expect(messagesByLocale.en.profile.errors[key]).toBeTruthy();
      expect(messagesByLocale['zh-CN'].profile.errors[key]).toBeTruthy();
    }
  });

  it('lists 249 countries with names in both languages', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(countryOptions('en').find((option) => option.value === 'DE')?.label).toBe('Germany');
    expect(countryOptions('zh-CN').find((option) => option.value === 'DE')?.label).toBe('德国');
  });

  // Issue 25: CLDR's 台湾 beside 中国香港特别行政区 reads wrong to a mainland buyer.
  it('names Taiwan 中国台湾 in zh-CN and keeps CLDR elsewhere', () => {
    expect(countryOptions('zh-CN').find((option) => option.value === 'TW')?.label).toBe('中国台湾');
    expect(countryName('TW', 'zh-CN')).toBe('中国台湾');
    expect(countryName('HK', 'zh-CN')).toBe('中国香港特别行政区');
    expect(countryName('TW', 'en')).toBe('Taiwan');
  });
});
