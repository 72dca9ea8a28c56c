import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site/url';

/** /robots.txt: the public site is crawlable; the Studio, the API and private areas are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/studio',
        '/api/',
        '/account',
        '/staff',
        '/user/',
        '/checkout',
        '/accept-fake-payment',
        '/zh-CN/account',
        '/zh-CN/staff',
        '/zh-CN/user/',
        '/zh-CN/checkout',
      ],
    },
    sitemap: new URL('/sitemap.xml', siteUrl()).href,
  };
}
