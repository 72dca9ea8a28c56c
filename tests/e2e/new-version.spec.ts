import { expect } from '@playwright/test';
import { test } from './test';
import { accessibilityViolations } from './axe';
import { dismissCookieBanner, preparePage } from './user-helpers';

// spec 7: open pages poll the latest-build file and offer a reload when a new build is live. The clock is the
// browser's own, moved on by the test (five minutes between polls by default); the new build is the one answer
// the test changes, since the server under test serves one build.

const COPY = {
  en: {
    prefix: '',
    email: 'Email',
    text: 'A new version of this site is live.',
    unsent: 'Send what you have typed first: reloading clears it.',
    reload: 'Reload',
    later: 'Later',
  },
  'zh-CN': {
    prefix: '/zh-CN',
    email: '邮箱',
    text: '本站已发布新版本。',
    unsent: '请先提交您填写的内容：刷新页面会清空它。',
    reload: '刷新',
    later: '稍后',
  },
};

for (const [locale, copy] of Object.entries(COPY)) {
  test(`a new build live while the page is open is offered as a reload, with a warning over unsent input (${locale})`, async ({ page }) => {
    await preparePage(page);
    await page.clock.install();
    await page.goto(`${copy.prefix}/user/sign-in`);
    await dismissCookieBanner(page);
    const form = page.getByTestId('sign-in-form');
    // Hydrated: the page's poll is scheduled, so the clock moved on below runs it.
    const submit = form.getByRole('button', { name: locale === 'en' ? 'Sign in' : '登录' });
    await expect(submit).toBeEnabled();
    const { id: own } = (await (await page.request.get('/api/build/latest')).json()) as { id: string | null };
    expect(own, 'the build has a deployment id (npm run build, npm start)').toMatch(/^[A-Za-z0-9_-]+$/);

    // The build the server says is live is the page's own: nothing is offered.
    const sameBuild = page.waitForResponse('**/api/build/latest');
    await page.clock.fastForward('05:00');
    expect(await (await sameBuild).json()).toEqual({ id: own });
    const offer = page.getByTestId('new-version');
    await expect(offer).toHaveCount(0);

    // A new build goes live while the visitor is typing.
    await page.route('**/api/build/latest', (route) =>
      route.fulfill({ json: { id: `${own}-next` }, headers: { 'cache-control': 'no-store' } }),
    );
    await form.getByLabel(copy.email).fill('typing@example.com');
    await page.clock.fastForward('05:00');
    await expect(offer).toContainText(copy.text);
    await expect(offer).toContainText(copy.unsent);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Reload is the visitor's choice: the new page asks again five minutes on, and with nothing typed, has no warning.
    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: copy.reload }).click()]);
    await expect(offer).toHaveCount(0);
    await expect(form.getByLabel(copy.email)).toHaveValue('');
    // The load event can come before the page's chunks (lib/runtime/deferred-chunks.ts): the poll starts on hydration.
    await expect(submit).toBeEnabled();
    await page.clock.fastForward('05:00');
    await expect(offer).toContainText(copy.text);
    await expect(offer).not.toContainText(copy.unsent);
    await offer.getByRole('button', { name: copy.later }).click();
    await expect(offer).toHaveCount(0);
  });
}

test('the latest-build file names the build this server serves, uncached', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const own = /data-dpl-id="([^"]+)"/.exec(home)?.[1];
  const latest = await request.get('/api/build/latest');
  expect(latest.status()).toBe(200);
  expect(latest.headers()['cache-control']).toContain('no-store');
  expect(await latest.json()).toEqual({ id: own });
});
