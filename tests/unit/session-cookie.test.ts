import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, SESSION_ABSOLUTE_TTL_MS, sessionCookie, sessionCookieName } from '@/lib/auth/sessions';

const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

describe('sessionCookie', () => {
  it('is a __Host- cookie in production: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const cookie = sessionCookie(token, { production: true });
    expect(cookie).toEqual({
      name: '__Host-session',
      value: token,
      options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: SESSION_ABSOLUTE_TTL_MS / 1000 },
    });
    expect(cookie.options).not.toHaveProperty('domain');
    expect(cookie.options.maxAge).toBe(90 * 24 * 60 * 60);
  });

  it('drops Secure and the __Host- prefix in development, which runs on plain http://localhost', () => {
    const cookie = sessionCookie(token, { production: false });
    expect(cookie).toEqual({
      name: 'session',
      value: token,
      options: { httpOnly: true, secure: false, sameSite: 'lax', path: '/', maxAge: SESSION_ABSOLUTE_TTL_MS / 1000 },
    });
    expect(cookie.options).not.toHaveProperty('domain');
  });

  it.each([true, false])('is cleared under the same name (production %s)', (production) => {
    const cleared = clearedSessionCookie({ production });
    expect(cleared.name).toBe(sessionCookieName({ production }));
    expect(cleared.value).toBe('');
    expect(cleared.options).toMatchObject({ maxAge: 0, path: '/', httpOnly: true, secure: production });
  });
});
