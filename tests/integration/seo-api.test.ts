import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/seo/route';
import { seoMetadata } from '@/lib/content/seo';
import type { SeoEntry } from '@/lib/content/seo-metadata';
import { callRoute } from '@/tests/support/requests';

beforeAll(() => {
  // The bundled dataset, whatever the machine's environment says.
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

async function getSeo(query = ''): Promise<{ response: Response; entries: SeoEntry[] }> {
  const response = await callRoute(GET, `/api/seo${query}`);
  expect(response.status).toBe(200);
  return { response, entries: (await response.json()) as SeoEntry[] };
}

const HOME_EN: SeoEntry = {
  url: '/',
  title: 'Remapper: remap your controller, keyboard and mouse on Windows',
  description:
    'Map any gamepad button to keys, mouse moves or another controller. Macros, shift layers, rapid fire and virtual Xbox and DS4 emulation. Try it free for 7 days.',
  keywords:
    'controller remapper, gamepad mapping, remap controller buttons, keyboard remapping, mouse remapping, controller to keyboard, xbox controller emulation, ds4 on pc',
};

const HOME_ZH: SeoEntry = {
  url: '/',
  title: 'Remapper：在 Windows 上重新映射手柄、键盘和鼠标',
  description:
    '把手柄的任意按键映射为键盘按键、鼠标操作或另一种手柄。支持宏、Shift 层、连发，以及虚拟 Xbox 和 DS4 手柄模拟。免费试用 7 天。',
  keywords: '手柄映射，手柄改键，键盘改键，鼠标映射，手柄转键盘，Xbox 手柄模拟，DS4 模拟，按键映射软件',
};

describe('GET /api/seo (spec 7)', () => {
  it('lists every SEO entry in English by default, cacheable by shared caches', async () => {
    const { response, entries } = await getSeo();
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(entries).toHaveLength(32);
    expect(entries[0]).toEqual(HOME_EN);
    expect(entries.find(({ url }) => url === '/checkout')).toEqual({
      url: '/checkout',
      title: 'Buy Remapper: subscription or lifetime access',
      description:
        'Choose 3 months, 1 year or lifetime access, pick how many PCs it covers and pay securely. You can also buy it as a gift or use a coupon.',
      keywords: 'buy remapper, remapper subscription, lifetime licence, remapper price',
    });
  });

  it('answers in Simplified Chinese for locale=zh-CN and ignores country_code', async () => {
    const { entries } = await getSeo('?locale=zh-CN&country_code=CN');
    expect(entries).toHaveLength(32);
    expect(entries[0]).toEqual(HOME_ZH);
    expect(entries.find(({ url }) => url === '/blog')?.title).toBe('Remapper 博客：手柄设置指南与最新动态');
  });

  it('answers in English for an unknown locale', async () => {
    const { entries } = await getSeo('?locale=fr');
    expect(entries[0]).toEqual(HOME_EN);
  });
});

describe('seoMetadata (spec 2)', () => {
  it("gives a zh-CN page its own entry's Chinese copy and alternates", async () => {
    expect(await seoMetadata('zh-CN', '/zh-CN/how-to-make-a-mouse-macro/')).toEqual({
      title: { absolute: '如何制作鼠标宏' },
      description: '分步讲解：把点击、滚轮和光标移动录制成宏，并绑定到任意鼠标键、键盘按键或手柄按键。',
      keywords: ['鼠标宏', '制作鼠标宏', '鼠标点击宏', '鼠标按键宏'],
      alternates: {
        canonical: '/zh-CN/how-to-make-a-mouse-macro',
        languages: {
          en: '/how-to-make-a-mouse-macro',
          'zh-CN': '/zh-CN/how-to-make-a-mouse-macro',
          'x-default': '/how-to-make-a-mouse-macro',
        },
      },
      openGraph: {
        type: 'website',
        siteName: 'Remapper',
        title: '如何制作鼠标宏',
        description: '分步讲解：把点击、滚轮和光标移动录制成宏，并绑定到任意鼠标键、键盘按键或手柄按键。',
        url: '/zh-CN/how-to-make-a-mouse-macro',
        locale: 'zh_CN',
        alternateLocale: ['en_US'],
      },
    });
  });

  it('falls back to the home entry for a page without one', async () => {
    const metadata = await seoMetadata('en', '/account/orders');
    expect(metadata.title).toEqual({ absolute: HOME_EN.title });
    expect(metadata.description).toBe(HOME_EN.description);
    expect(metadata.alternates?.canonical).toBe('/account/orders');
  });

  it('gives the home page the home entry', async () => {
    const metadata = await seoMetadata('zh-CN', '/zh-CN');
    expect(metadata.title).toEqual({ absolute: HOME_ZH.title });
    expect(metadata.alternates?.canonical).toBe('/zh-CN');
  });
});
