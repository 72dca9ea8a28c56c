import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './test';
import { flightText } from './rsc-payload';

// Issue 16: a page's client receives only the message namespaces its client components use, not the
// whole catalogue (lib/i18n/client-namespaces.ts). Read from the page's RSC payload, where the
// next-intl providers' props travel.

/** The end of the JSON object that starts at `start`, strings and their escapes skipped. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('An unterminated object in the RSC payload');
}

/** Each next-intl provider's messages on the page, as the dotted paths two levels deep ('common.errors', 'shop.checkout'). */
async function sentMessagePathsByProvider(request: APIRequestContext, path: string): Promise<string[][]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const flight = flightText(await response.text());
  const providers: string[][] = [];
  for (const match of flight.matchAll(/"messages":\{/g)) {
    const start = match.index + '"messages":'.length;
    const messages = JSON.parse(flight.slice(start, objectEnd(flight, start))) as Record<string, Record<string, unknown>>;
    providers.push(Object.entries(messages).flatMap(([namespace, tree]) => Object.keys(tree).map((key) => `${namespace}.${key}`)));
  }
  return providers;
}

/** Every dotted path two levels deep of the messages a page sends, whichever provider sends it. */
async function sentMessagePaths(request: APIRequestContext, path: string): Promise<Set<string>> {
  const paths = new Set((await sentMessagePathsByProvider(request, path)).flat());
  expect(paths.size, `${path} sends its client components' messages`).toBeGreaterThan(0);
  return paths;
}

const namespaces = (paths: Set<string>) => new Set([...paths].map((path) => path.split('.')[0]));

for (const home of ['/', '/zh-CN']) {
  test(`${home} sends the frame's and the sections' messages, of the shop's only the price phrases, none of the account's or the mails'`, async ({
    request,
  }) => {
    const paths = await sentMessagePaths(request, home);
    for (const used of ['common.cookieBanner', 'common.language', 'common.errors', 'sections.carousel']) {
      expect(paths, used).toContain(used);
    }
    // No contact form among its sections: none of the forms' texts.
    expect([...namespaces(paths)].sort()).toEqual(['common', 'sections', 'shop']);
    expect([...paths].filter((path) => path.startsWith('shop.'))).toEqual(['shop.price']);
    // What only server components read stays on the server: the header's and footer's texts, the Studio's, and the
    // section cards' own (the games' "Works with", the reviews' rating, the comparison's yes and no).
    const serverOnly = ['common.site', 'common.nav', 'common.footer', 'common.studio', 'common.invoice'];
    for (const path of [...serverOnly, 'sections.games', 'sections.reviews', 'sections.comparison']) {
      expect(paths, path).not.toContain(path);
    }
  });
}

// An area's provider (the sections', the cart's, the user pages') sits inside the frame's and sends only its own
// messages: the browser lays them over the frame's (components/i18n/area-messages.tsx).
for (const path of ['/', '/zh-CN/checkout', '/user/sign-in']) {
  test(`${path} sends each message once, the frame's in the frame's provider only`, async ({ request }) => {
    const providers = await sentMessagePathsByProvider(request, path);
    expect(providers.length, 'the frame and the area each have a provider').toBe(2);
    const all = providers.flat();
    expect(all.filter((message, index) => all.indexOf(message) !== index)).toEqual([]);
    expect(providers.filter((paths) => paths.includes('common.errors'))).toHaveLength(1);
  });
}

for (const help of ['/help', '/zh-CN/help']) {
  test(`${help}, with a contact form among its sections, sends the forms' messages too, once`, async ({ request }) => {
    const providers = await sentMessagePathsByProvider(request, help);
    const paths = new Set(providers.flat());
    for (const used of ['forms.fields', 'forms.errors', 'forms.dialog', 'sections.slider']) expect(paths, used).toContain(used);
    const all = providers.flat();
    expect(all.filter((message, index) => all.indexOf(message) !== index)).toEqual([]);
  });
}

for (const blog of ['/blog', '/zh-CN/blog']) {
  test(`${blog}, with no client components of its own, sends only the frame's messages`, async ({ request }) => {
    const paths = await sentMessagePaths(request, blog);
    expect([...namespaces(paths)].sort()).toEqual(['common', 'shop']);
    expect([...paths].filter((path) => path.startsWith('shop.'))).toEqual(['shop.price']);
  });
}

test("the checkout sends its own messages and not the sections' or the account's", async ({ request }) => {
  const paths = await sentMessagePaths(request, '/checkout');
  expect(paths).toContain('shop.checkout');
  expect(paths).toContain('common.language');
  expect(paths).not.toContain('shop.membership');
  expect(paths).not.toContain('shop.orders');
  expect([...namespaces(paths)].sort()).toEqual(['common', 'shop']);
});

test("the sign-in page sends the user forms' messages and not the shop's", async ({ request }) => {
  const paths = await sentMessagePaths(request, '/zh-CN/user/sign-in');
  expect(paths).toContain('auth.errors');
  expect([...namespaces(paths)].sort()).toEqual(['auth', 'common', 'shop', 'user']);
  expect([...paths].filter((path) => path.startsWith('shop.')).sort()).toEqual(['shop.price', 'shop.taobao']);
});

for (const path of ['/', '/zh-CN', '/checkout', '/zh-CN/checkout', '/user/sign-in', '/zh-CN/user/sign-up', '/zh-CN/blog']) {
  test(`${path} hydrates without a missing message`, async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) missing.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Hydrated: the client components have rendered with the messages they received.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#main, main').first()).toBeVisible();
    expect(missing).toEqual([]);
  });
}

// Nor in its scripts: a script every page loads (the root error boundary's) once carried both languages' whole
// catalogues, 39 KiB gzip of every first load. A text of the checkout's, in each language, stands for them.
for (const home of ['/', '/zh-CN']) {
  test(`the scripts ${home} loads hold no message catalogue`, async ({ request }) => {
    const html = await (await request.get(home)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\snoModule/i.test(m[0]))
      .map((m) => m[1] ?? '');
    expect(scripts.length, home).toBeGreaterThan(5);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body, src).not.toContain('Unused credit of your current plan');
      expect(body, src).not.toContain('当前套餐未使用部分的抵扣');
    }
  });
}
