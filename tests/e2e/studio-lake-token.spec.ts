import { expect } from '@playwright/test';
import { test } from './test';
import { contentLakeAuthorization } from './content-lake-token';
import { STUDIO_LOAD } from './studio-helpers';

// Issue 17: the embedded Studio gets the local Content Lake's token from the app before it mounts; the token
// is in no page, and only the site's own page on this machine is handed it.

const TOKEN_KEY = '__studio_auth_token_local';
const lakeToken = () => contentLakeAuthorization().authorization.replace(/^Bearer /, '');

test.setTimeout(120_000);

test('a Studio that kept an old token signs in with the lake’s own, which no page carries', async ({ page, request }) => {
  // What a browser kept from before the lake had a token: the lake refuses it (401).
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ token: 'local-studio', time: new Date().toISOString() }));
  }, TOKEN_KEY);
  await page.goto('/studio');
  await expect(page.getByText('SEO', { exact: true }).first()).toBeVisible(STUDIO_LOAD);
  const kept = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as { token?: string }, TOKEN_KEY);
  expect(kept.token).toBe(lakeToken());

  const shell = await request.get('/studio');
  expect(shell.ok()).toBe(true);
  expect(await shell.text()).not.toContain(lakeToken());
});

test('the token route answers no caller but the site’s own page', async ({ page, request }) => {
  // Not a browser page (no Sec-Fetch-Site, no Origin).
  const bare = await request.post('/api/studio/lake-token');
  expect(bare.status()).toBe(403);
  expect(await bare.text()).not.toContain(lakeToken());

  // The Studio opened under another name of this very server: same-origin to the browser, not the site's Host.
  await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}/studio`);
  // The app's refusal, in the visitor's language, instead of a Studio that could not sign in.
  await expect(page.getByRole('alert').filter({ hasText: "This request must be sent from the site's own pages." })).toBeVisible(
    STUDIO_LOAD,
  );
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/studio/lake-token', { method: 'POST' });
    return { status: response.status, cache: response.headers.get('cache-control'), body: await response.text() };
  });
  expect(answer.status).toBe(403);
  expect(answer.body).not.toContain(lakeToken());
  expect(answer.cache).toBe('no-store');
});
