import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './test';
import { confirmedAccount, freshClientIp, uniqueEmail } from './user-helpers';

// The desktop program's side of the membership tests: an account signed in in the browser, the program's
// token approved by it, and PCs activated with that token.

export const PASSWORD = 'a long enough passphrase';

/** A confirmed account, signed in in the page's browser context (whose requests share its cookies). */
export async function signedInAccount(page: Page, label: string) {
  const ip = freshClientIp();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const email = uniqueEmail(label).toLowerCase();
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  await confirmedAccount(page.request, origin, ip, email, PASSWORD);
  const signIn = await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  return { email, origin };
}

/**
 * The program's token, authorised by the signed-in browser (POST /api/app/authorize, then Approve). One per PC, as
 * in life: revoking a PC revokes the token that activated it (issue 17).
 */
export async function appToken(request: APIRequestContext, origin: string, deviceName = 'E2E PC') {
  const started = await request.post('/api/app/authorize', { data: { device_name: deviceName, version: '6.4.1' } });
  expect(started.status()).toBe(201);
  const { request_id: requestId, poll_secret: pollSecret } = (await started.json()) as { request_id: string; poll_secret: string };
  const approved = await request.post('/api/account/authorize-app', {
    headers: { origin },
    data: { request_id: requestId, decision: 'approve' },
  });
  expect(approved.status()).toBe(200);
  const polled = await request.get(`/api/app/authorize/${requestId}`, { headers: { 'x-poll-secret': pollSecret } });
  return ((await polled.json()) as { token: string }).token;
}

/** One PC activated by the program (POST /api/app/activate); its instance id. */
export async function activatePc(request: APIRequestContext, token: string, deviceName: string) {
  const activated = await request.post('/api/app/activate', {
    headers: { authorization: `Bearer ${token}` },
    data: { device_id: `e2e-${randomBytes(8).toString('hex')}`, device_name: deviceName, version: '6.4.1' },
  });
  expect(activated.status(), await activated.text()).toBe(201);
  return ((await activated.json()) as { instance: { id: number } }).instance.id;
}
