import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect } from '@playwright/test';
import { test } from './test';
import { contentLakeAuthorization } from './content-lake-token';
import { localWebhookSecret } from './webhook-secret';

// issue 4, publish to live: an edit to the dataset (here through the Content Lake's mutation API, as a
// script or `sanity` CLI would make it, not the Studio) reaches the page without a rebuild, through the
// signed webhook on /api/revalidate; a call with a bad signature changes nothing and is refused with 401.

const lake = `http://127.0.0.1:${process.env.E2E_CONTENT_LAKE_HTTP_PORT ?? '4581'}/v2025-09-01/data`;

async function setHelpHeading(request: import('@playwright/test').APIRequestContext, heading: string) {
  const response = await request.post(`${lake}/mutate/production?returnIds=true`, {
    headers: contentLakeAuthorization(),
    data: { mutations: [{ patch: { id: 'page-help-en', set: { 'sections[_key=="hero"].heading': heading } } }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an edit to the dataset is live on its page within 5 s, without a rebuild', async ({ request }) => {
  const before = await (await request.get('/help')).text();
  const heading = `Help that answers ${Date.now()}`;
  expect(before).not.toContain(heading);
  await setHelpHeading(request, heading);
  await expect.poll(async () => (await request.get('/help')).text(), { timeout: 5_000 }).toContain(heading);
});

test('/api/revalidate answers a signed call with the tags it cleared, and refuses a bad signature', async ({ request }) => {
  const body = JSON.stringify({ _id: 'page-help-en', _type: 'page', operation: 'update' });
  const signed = await request.post('/api/revalidate', {
    data: body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), localWebhookSecret()),
    },
  });
  expect(signed.status()).toBe(200);
  expect(await signed.json()).toMatchObject({ revalidated: ['page'] });

  for (const signature of [
    await encodeSignatureHeader(body, Date.now(), 'not-the-secret'),
    await encodeSignatureHeader(body.replace('page-help-en', 'page-eula-en'), Date.now(), localWebhookSecret()),
    't=1,v1=forged',
  ]) {
    const refused = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    });
    expect(refused.status()).toBe(401);
  }
  expect((await request.post('/api/revalidate', { data: body, headers: { 'content-type': 'application/json' } })).status()).toBe(401);
});
