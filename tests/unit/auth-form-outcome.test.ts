import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { authFormFailure } from '@/lib/auth/form-outcome';

const refused = (status: number, body?: unknown, errorCode?: number) =>
  new ApiError({ status, method: 'POST', url: '/api/auth/sign-in', body, errorCode });

const FIELDS = ['email', 'password'];

describe('authFormFailure', () => {
  it.each([
    ['a numbered error', refused(422, { error_code: 2, message: 'Account blocked' }, 2), { kind: 'code', code: 2 }],
    ['too many attempts', refused(429, { message: 'Too many' }), { kind: 'rateLimited' }],
    ['no answer at all', refused(0), { kind: 'network' }],
    ['a server error', refused(500, { message: 'boom' }), { kind: 'other' }],
    ['a foreign origin', refused(403, { message: 'no' }), { kind: 'other' }],
    ['something that is no API error', new Error('thrown'), { kind: 'other' }],
  ])('reads %s', (_, error, expected) => {
    expect(authFormFailure(error, FIELDS)).toEqual(expected);
  });

  it('keeps the field errors of the form, with codes of auth.errors', () => {
    const body = {
      message: 'Please correct the fields marked as invalid.',
      errors: [
        { field: 'email', code: 'emailDisposable', message: 'Temporary email addresses are not allowed' },
        { field: 'password', code: 'tooShort', message: 'This field is too short.' },
        { field: 'locale', code: 'required', message: 'This field is required.' },
        { field: 'password', code: 'notAKey', message: '?' },
      ],
    };
    expect(authFormFailure(refused(422, body), FIELDS)).toEqual({
      kind: 'fields',
      errors: [
        { field: 'email', code: 'emailDisposable' },
        { field: 'password', code: 'tooShort' },
      ],
    });
  });

  it('counts a 422 that names none of the form fields as a general failure', () => {
    const body = { message: 'x', errors: [{ field: 'hash', code: 'required', message: 'This field is required.' }] };
    expect(authFormFailure(refused(422, body), FIELDS)).toEqual({ kind: 'other' });
    expect(authFormFailure(refused(422, { message: 'x' }), FIELDS)).toEqual({ kind: 'other' });
  });
});
