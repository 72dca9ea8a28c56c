import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './test';
import { PASSWORD, signedInAccount } from './app-helpers';
import { accessibilityViolations } from './axe';
import { confirmedAccount, freshClientIp, preparePage, uniqueEmail } from './user-helpers';

// Issue 19 item 10: axe with every impact level on the screens the page specs do not already check (the 404
// and 500 screens, the user and account pages, the checkout), in both languages; and a purchase made with the
// keyboard alone, from the home page to the thank-you page.

const PREFIXES = ['', '/zh-CN'] as const;

test('the axe run every spec uses finds a violation when a page has one', async ({ page }) => {
  await page.goto('/help');
  // Hydrated first (its contact form's button is enabled then): nodes added to the markup while React is still
  // hydrating it are taken for a mismatch and removed, and axe then found nothing to report (seen once in CI).
  await expect(page.locator('main form button[type="submit"]').first()).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  // An image with no text alternative, and a button with no name, inside the page's main landmark.
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><button></button>'));
  const found = await accessibilityViolations(page);
  expect(found.some((violation) => violation.startsWith('image-alt '))).toBe(true);
  expect(found.some((violation) => violation.startsWith('button-name '))).toBe(true);
});

for (const prefix of PREFIXES) {
  const language = prefix ? 'zh-CN' : 'en';

  test(`the 404 and 500 screens have no accessibility violation (${language})`, async ({ page }) => {
    expect((await page.goto(`${prefix}/no-such-page`))?.status()).toBe(404);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect((await page.goto(`${prefix}/e2e-throw`))?.status()).toBe(500);
    await expect(page.getByTestId('error-screen')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  // One test a page: each has its own time, however slow the machine.
  const userPages = [
    '/user/sign-in',
    '/user/sign-up',
    '/user/password-restore',
    '/user/taobao-purchase',
    // A restore link's page, with the form (the link is checked when the form is sent) and without it.
    '/user/change-password?id=1&hash=0123456789abcdef0123456789abcdef',
    '/user/change-password',
    '/checkout?term=1y&pc=2',
  ];
  for (const path of userPages) {
    test(`${prefix}${path} has no accessibility violation`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  const accountPages = [
    '/account',
    '/account/orders',
    '/account/profile',
    '/account/change-password',
    '/account/change-email',
    '/account/unsubscribe',
    '/checkout?term=lifetime&pc=3',
  ];
  for (const path of accountPages) {
    test(`${prefix}${path} has no accessibility violation, signed in`, async ({ page }) => {
      await signedInAccount(page, `axe-${language}`);
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user would; fails past `most` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < most; presses += 1) {
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} never took the focus in ${most} presses of Tab`);
}

/** Moves a focused list's choice with the arrow keys until it is `value`, as a keyboard user does. */
async function chooseWithArrows(page: Page, select: Locator, value: string, most = 300) {
  await page.keyboard.press('Home');
  for (let presses = 0; presses < most && (await select.inputValue()) !== value; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

const BUY = {
  en: { prefix: '', country: 'US', buy: 'Agree and Buy', pay: 'Pay', thankYou: 'Thank you for your purchase!', total: '$79.99' },
  'zh-CN': { prefix: '/zh-CN', country: 'CN', buy: '同意并购买', pay: '支付', thankYou: '感谢您的购买！', total: '¥528.00' },
} as const;

for (const [language, text] of Object.entries(BUY)) {
  test(`a plan is bought with the keyboard alone, from the home page to the thank-you page (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const ip = freshClientIp();
    await preparePage(page, ip);
    const email = uniqueEmail(`keyboard-${language}`);
    await confirmedAccount(request, baseURL!, ip, email, PASSWORD);

    await page.goto(text.prefix || '/');
    // The cookie banner is answered from the keyboard too.
    const ok = page.getByTestId('cookie-banner').getByRole('button').last();
    await tabTo(page, ok, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();

    // The comparison table's lifetime offer for 2 PCs opens the checkout on that plan.
    const lifetime = page.locator('a[href$="/checkout?term=lifetime&pc=2"]').first();
    await tabTo(page, lifetime, { most: 200 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/checkout\\?term=lifetime&pc=2$`));

    // Signed out: the checkout leads to the sign-in form and back.
    await tabTo(page, page.getByTestId('sign-in-to-buy'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/sign-in\?returnUrl=/);
    const form = page.getByTestId('sign-in-form');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await tabTo(page, form.locator('input[name="email"]'));
    await page.keyboard.type(email);
    await tabTo(page, form.locator('input[name="password"]'));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/checkout\\?term=lifetime&pc=2$`));

    // The plan tabs answer the arrow keys; the country list is chosen by typing.
    const buy = page.getByTestId('agree-and-buy');
    await expect(buy).toBeEnabled();
    await tabTo(page, page.locator('#term-tab-lifetime'));
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#term-tab-1y')).toBeFocused();
    await expect(page.locator('#term-tab-1y')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.locator('#term-tab-lifetime')).toHaveAttribute('aria-selected', 'true');
    const country = page.getByTestId('country');
    await tabTo(page, country);
    await chooseWithArrows(page, country, text.country);
    await expect(page.getByTestId('total')).toHaveText(text.total);
    await tabTo(page, buy);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${text.prefix}/accept-fake-payment\\?order=\\d+$`));
    await tabTo(page, page.getByRole('button', { name: text.pay, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/account/payment/thank-you\\?order=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.thankYou);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  });
}
