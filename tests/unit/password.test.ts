import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, readHashParams, verifyPassword } from '@/lib/auth/password';

describe('hashPassword', () => {
  it('writes an Argon2id v19 hash with at least 19 MiB, two passes and one lane', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const [, algorithm, version, params = '', salt, digest] = stored.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    // argon2 writes m, p, t in that order; the order carries no meaning.
    expect(params.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}$/);
    expect(readHashParams(stored)).toEqual({ type: 'argon2id', version: 19, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(PASSWORD_HASH_PARAMS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(stored).not.toContain('correct horse');
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects wrong ones', async () => {
    const stored = await hashPassword('Tr0ub4dor&3');
    expect(await verifyPassword(stored, 'Tr0ub4dor&3')).toBe(true);
    expect(await verifyPassword(stored, 'tr0ub4dor&3')).toBe(false);
    expect(await verifyPassword(stored, 'Tr0ub4dor&3 ')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('handles passwords outside ASCII', async () => {
    const stored = await hashPassword('密码-пароль-🔑');
    expect(await verifyPassword(stored, '密码-пароль-🔑')).toBe(true);
    expect(await verifyPassword(stored, '密码-пароль-')).toBe(false);
  });

  it('treats a stored value that is not an Argon2 hash as no match', async () => {
    expect(await verifyPassword('', 'anything')).toBe(false);
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
  });
});

describe('needsRehash', () => {
  const weaker = (options: argon2.HashOptions) =>
    argon2.hash('old password', { type: argon2.argon2id, ...PASSWORD_HASH_PARAMS, ...options });

  it('is false for a hash written with the current parameters', async () => {
    expect(needsRehash(await hashPassword('fresh'))).toBe(false);
  });

  it.each([
    ['less memory', { memoryCost: 8_192 }],
    ['fewer passes', { timeCost: 1 }],
    ['the argon2i variant', { type: argon2.argon2i }],
  ] as const)('is true for a hash with %s', async (_label, options) => {
    expect(needsRehash(await weaker(options))).toBe(true);
  });

  it('is false for a hash stronger than the current parameters', async () => {
    expect(needsRehash(await weaker({ memoryCost: 32_768, timeCost: 3 }))).toBe(false);
  });

  it('is true for a value that is not an Argon2 hash', () => {
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu5Zx3cPZx3cPZx3cPZx3cPZx3cPZx3c')).toBe(true);
    expect(needsRehash('')).toBe(true);
  });

  it('reads the parameters in either order the encoders write them', () => {
    const salt = 'c29tZXNhbHQ';
    const digest = 'iWh06vD8Fy27wf9npn6FXWiCX4K6pW6Ue1Bnzz07Z8A';
    expect(readHashParams(`$argon2id$v=19$m=19456,t=2,p=1$${salt}$${digest}`)).toMatchObject({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(needsRehash(`$argon2id$v=19$m=4096,t=3,p=1$${salt}$${digest}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=16$m=19456,t=2,p=1$${salt}$${digest}`)).toBe(true);
  });
});
