import { describe, expect, it } from 'vitest';
import { serializeJsonLd, softwareApplicationJsonLd } from '@/lib/site/json-ld';

describe('JSON-LD', () => {
  it('describes the program as a SoftwareApplication with one Offer per plan, prices with two decimals', () => {
    const data = softwareApplicationJsonLd({
      name: 'Remapper',
      description: 'Remap controllers.',
      url: 'https://remapper.app/',
      offers: [
        { name: 'Free trial', price: 0, currency: 'USD' },
        { name: 'Lifetime', price: 49.9, currency: 'USD' },
      ],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Remapper',
      operatingSystem: expect.stringContaining('Windows 10'),
      offers: [
        { '@type': 'Offer', name: 'Free trial', price: '0.00', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Lifetime', price: '49.90', priceCurrency: 'USD' },
      ],
    });
  });

  it('cannot be broken out of its script element by content, and still parses to the same data', () => {
    const data = { description: '</script><script>alert(1)</script><!-- \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<\/?script|<!--/i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });
});
