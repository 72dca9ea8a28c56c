import { describe, expect, it } from 'vitest';
import { sharedCacheControl } from '@/lib/http/shared-cache';

describe('sharedCacheControl (what nginx or a CDN may keep)', () => {
  it('gives a page Next marked shareable one second, served stale while refreshed or while the instances fail', () => {
    expect(sharedCacheControl('s-maxage=3600, stale-while-revalidate=31532400')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('leaves personal and uncached answers as they are', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'public, max-age=31536000, immutable', 'private, s-maxage=60']) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});
