import { describe, expect, it } from 'vitest';
import { sharedCacheControl, sharedCacheExpiry } from '@/lib/http/shared-cache';

describe('sharedCacheControl (what nginx or a CDN may keep)', () => {
  it('gives a page Next marked shareable one second, served stale while refreshed or while the instances fail', () => {
    expect(sharedCacheControl('s-maxage=3600, stale-while-revalidate=31532400')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('leaves personal and uncached answers as they are', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
      'private, s-maxage=60',
    ]) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});

describe('sharedCacheExpiry (when nginx asks again)', () => {
  it('is the nearest whole second, so nginx, counting whole seconds, holds a page 0.5 to 1.5 s', () => {
    expect(sharedCacheExpiry('s-maxage=3600', Date.UTC(2026, 10, 26, 12, 0, 0, 499))).toBe(`@${Date.UTC(2026, 10, 26, 12, 0, 0) / 1000}`);
    expect(sharedCacheExpiry('s-maxage=3600', Date.UTC(2026, 10, 26, 12, 0, 0, 500))).toBe(`@${Date.UTC(2026, 10, 26, 12, 0, 1) / 1000}`);
  });

  it('is not given to personal and uncached answers', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      'private, s-maxage=60',
    ]) {
      expect(sharedCacheExpiry(value, Date.now())).toBeUndefined();
    }
  });
});
