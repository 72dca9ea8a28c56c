import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { enabledUntouched } from './hydration';
import {
  confirmedAccount,
  dismissCookieBanner,
  mailedLink,
  openForm,
  preparePage,
  signIn,
  uniqueEmail,
  E2E_CAPTCHA_TOKEN,
} from './user-helpers';

// spec 2 /user/sign-in, spec 4 "Account email", spec 6 "Blocked user", spec 8 "Sign-in".

test('a wrong password: "Sign in failed" with "Incorrect email or password.", and the email stays', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('wrong');
  await confirmedAccount(request, baseURL!, ip, email, 'the right password');
  await openForm(page, '/user/sign-in', 'sign-in-form');
  await expect(page).toHaveTitle('Sign in | Remapper');
  await signIn(page, email, 'not the password');
  const alert = page.getByTestId('form-alert');
  await expect(alert.getByRole('heading', { name: 'Sign in failed' })).toBeVisible();
  await expect(alert).toContainText('Incorrect email or password.');
  await expect(alert).toBeFocused();
  await expect(page.getByTestId('sign-in-form').getByLabel('Email')).toHaveValue(email);
});

test('a blocked account: "Account blocked." and a link to support', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('blocked');
  await confirmedAccount(request, baseURL!, ip, email, 'blocked password');
  const block = await request.post('/api/e2e/users', { data: { email, blocked: true } });
  expect(block.status()).toBe(200);

  await openForm(page, '/user/sign-in', 'sign-in-form');
  await signIn(page, email, 'blocked password');
  const alert = page.getByTestId('form-alert');
  await expect(alert).toContainText('Sign in failed');
  await expect(alert).toContainText('Account blocked.');
  await expect(alert.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help');
  await expect(page).toHaveURL(/\/user\/sign-in$/);
});

test('an unconfirmed email: the reason, and a button that mails the link again', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('unconfirmed');
  const signUp = await request.post('/api/auth/sign-up', {
    headers: { origin: baseURL!, 'x-forwarded-for': ip },
    data: { email, password: 'waiting password', cpassword: 'waiting password', captchaToken: E2E_CAPTCHA_TOKEN },
  });
  expect(signUp.status()).toBe(201);
  const first = await mailedLink(request, email, '/user/activate');

  await openForm(page, '/user/sign-in', 'sign-in-form');
  await signIn(page, email, 'waiting password');
  const alert = page.getByTestId('form-alert');
  await expect(alert).toContainText('Your email is not confirmed. Please follow the link we sent you to your email.');
  await alert.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByTestId('resend-status')).toHaveText(`We have sent a new confirmation link to ${email}.`);
  await expect(async () => {
    const second = await mailedLink(request, email, '/user/activate');
    expect(second.url.href).not.toBe(first.url.href);
  }).toPass({ timeout: 15_000 });
});

test('signed out, /account asks to sign in and comes back after it', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('return');
  await confirmedAccount(request, baseURL!, ip, email, 'return password');

  await page.goto('/account');
  await expect(page).toHaveURL(/\/user\/sign-in\?returnUrl=%2Faccount&reason=sign-in-required$/);
  await expect(page.getByTestId('sign-in-required')).toHaveText('Please sign in to continue');
  await signIn(page, email, 'return password');
  await expect(page).toHaveURL(/\/account$/);

  // Signed in, the sign-in and sign-up pages send the user on to the account.
  for (const path of ['/user/sign-in', '/user/sign-up', '/user/password-restore']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account$/);
  }
  // A return URL that leaves the site is not followed.
  await page.goto('/user/sign-in?returnUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\//);
});

test('zh-CN: a signed-out visit to an account page asks to sign in, in Chinese', async ({ page, request, baseURL }) => {
  const ip = await preparePage(page);
  const email = uniqueEmail('return-zh');
  await confirmedAccount(request, baseURL!, ip, email, 'return password');
  await page.goto('/zh-CN/account');
  await expect(page).toHaveURL(/\/zh-CN\/user\/sign-in\?returnUrl=%2Fzh-CN%2Faccount&reason=sign-in-required$/);
  await expect(page.getByTestId('sign-in-required')).toHaveText('请先登录再继续');
  await signIn(page, email, 'wrong password');
  await expect(page.getByTestId('form-alert')).toContainText('登录失败');
  await expect(page.getByTestId('form-alert')).toContainText('邮箱或密码不正确。');
  await signIn(page, email, 'return password');
  await expect(page).toHaveURL(/\/zh-CN\/account$/);
});

test('a refused submit moves the focus to the first field with an error once, not again after the person moved on', async ({ page }) => {
  await openForm(page, '/user/sign-in', 'sign-in-form');
  // The form's schema loads at the page's first interaction (the cookie banner's button): here it has arrived.
  await page.waitForLoadState('networkidle');
  const focus = await page.getByTestId('sign-in-form').evaluate(async (form: HTMLFormElement) => {
    const email = form.elements.namedItem('email') as HTMLInputElement;
    const password = form.elements.namedItem('password') as HTMLInputElement;
    const moves: string[] = [];
    form.addEventListener('focusin', (event) => moves.push((event.target as HTMLInputElement).name));
    form.requestSubmit();
    // The refusal is worked out in promises: wait in promises too, so that no timer can run before it lands.
    for (let turn = 0; turn < 10_000 && document.activeElement !== email; turn += 1) await Promise.resolve();
    // The person goes on to the next field at once, and starts typing there a moment later.
    password.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { moves, now: (document.activeElement as HTMLInputElement | null)?.name };
  });
  expect(focus).toEqual({ moves: ['email', 'password'], now: 'password' });
});

/** Opens the sign-in page and waits for its form to hydrate, the page untouched (see `enabledUntouched`). */
async function openSignInUntouched(page: Page) {
  await page.goto('/user/sign-in');
  await enabledUntouched(page, '[data-testid="sign-in-form"] button[type="submit"]');
}

/** Holds every script the page asks for from here on until `release()`; `held()` counts them. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { held: () => held, release };
}

test("a refusal that lands while the person is in another field (the form's schema still loading) leaves the focus there", async ({
  page,
}) => {
  // No interaction before the submit (not even the cookie banner's button), so the submit starts the schema's load.
  await openSignInUntouched(page);
  const form = page.getByTestId('sign-in-form');
  // The schema's scripts are held until the person has moved on.
  const scripts = await holdScripts(page);
  await page.evaluate(() => {
    (document.querySelector('[data-testid="sign-in-form"]') as HTMLFormElement).requestSubmit();
  });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await form.getByLabel('Password').focus();
  scripts.release();
  await expect(form.getByTestId('error-email')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeFocused();
});

test('a refusal that lands after a slow schema load still takes the focus to the field, though the busy button dropped it', async ({
  page,
}) => {
  await openSignInUntouched(page);
  const form = page.getByTestId('sign-in-form');
  const submit = form.locator('button[type="submit"]');
  const scripts = await holdScripts(page);
  // The click focuses the button and starts the schema's load; the button is disabled while the form checks, and the
  // browser moves the focus off it, to the page.
  await submit.click();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(submit).toBeDisabled();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  scripts.release();
  await expect(form.getByTestId('error-email')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
});

test('a form reached by navigating within the site, after an interaction, loads its schema at once', async ({ page }) => {
  // A page with no form, an interaction there (the cookie banner's button), then a navigation within the app.
  await page.goto('/');
  await dismissCookieBanner(page);
  // The router is there once the framework's script has run, which can be after `goto` returned.
  await page.waitForFunction(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined);
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/user/sign-in'),
  );
  const form = page.getByTestId('sign-in-form');
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // From here no script arrives: the refusal below needs the schema to be in the page already.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  await expect(form.getByTestId('error-email')).toBeVisible();
});
