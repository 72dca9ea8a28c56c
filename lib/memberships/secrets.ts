import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The random values the desktop program holds. Only their SHA-256 is stored (like sessions,
// lib/auth/sessions.ts), so a leaked table cannot be replayed.

/** 256 random bits, base64url (43 characters): poll secrets and app tokens. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** 128 random bits, base64url (22 characters): the authorisation request's public id. */
export const newRequestId = () => randomBytes(16).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether `secret` hashes to `expectedHash`, in constant time. */
export function secretMatches(secret: string, expectedHash: string): boolean {
  const actual = Buffer.from(sha256Hex(secret), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// No 0/O or 1/I, so the code reads back without doubt.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'ABCD-2345': shown by the program and the page, so the user can tell the request is theirs. */
export function newUserCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
