import { describe, expect, it } from 'vitest';
import { messagesByLocale } from '@/lib/i18n/messages';
import { createChangePasswordByHashSchema, createSignUpSchema } from '@/lib/validation/auth';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { createPasswordChangeSchema } from '@/lib/validation/profile';

// Issue 17 "Passwords: refused when they are in a well-known list of common passwords".

describe('isCommonPassword', () => {
  it.each(['password1', 'Password1', 'PASSWORD1', 'qwertyuiop', 'iloveyou1', '12345678', 'zaq12wsx', 'a1b2c3d4'])(
    '%s is well known',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['long enough 1', 'correct horse battery staple', 'bench passphrase 2026', '我的密码很长很安全', 'k7#Vq9!mZ2'])(
    '%s is not on the list',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});

describe('the schemas that take a new password', () => {
  const rules = { isCommonPassword };
  const schemas = {
    'sign-up': (password: string) => createSignUpSchema(rules).safeParse({ email: 'mei@example.com', password, cpassword: password }),
    'restore link': (password: string) =>
      createChangePasswordByHashSchema(rules).safeParse({ id: 7, hash: 'h'.repeat(40), password, cpassword: password }),
    'profile change': (password: string) =>
      createPasswordChangeSchema({ currentRequired: true, ...rules }).safeParse({
        currentPassword: 'my old passphrase',
        password,
        cpassword: password,
      }),
  };

  it.each(Object.entries(schemas))('%s refuses a common password on the password field', (_name, parse) => {
    const refused = parse('Monkey123');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['password: passwordCommon']);
    expect(parse('a quiet harbour at dawn').success).toBe(true);
  });

  it('without the list (the browser), only the length is checked', () => {
    expect(createSignUpSchema().safeParse({ email: 'mei@example.com', password: 'password1', cpassword: 'password1' }).success).toBe(true);
  });

  it('the refusal is worded in both languages', () => {
    expect(messagesByLocale.en.auth.errors.passwordCommon).toMatch(/too common/);
    expect(messagesByLocale['zh-CN'].auth.errors.passwordCommon).toMatch(/常见/);
  });
});
