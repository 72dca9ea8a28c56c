import { describe, expect, it } from 'vitest';
import { LATEST_BUILD_URL, latestDeploymentId, pollIntervalMs } from '@/lib/ui/new-version';

describe('the build-update polling interval', () => {
  it('is the setting in seconds, 0 turning polling off', () => {
    expect(pollIntervalMs('60')).toBe(60_000);
    expect(pollIntervalMs(' 900 ')).toBe(900_000);
    expect(pollIntervalMs('0')).toBe(0);
  });

  it('is five minutes when the setting is left out or is no whole number of seconds', () => {
    for (const setting of [undefined, '', 'soon', '-5', '1.5', '1e3']) expect(pollIntervalMs(setting)).toBe(300_000);
  });
});

describe('the deployment now live', () => {
  const answering = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

  it("is the latest-build file's id, asked uncached", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const send = (async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return Response.json({ id: 'abc123-m2' });
    }) as typeof fetch;
    expect(await latestDeploymentId(send)).toBe('abc123-m2');
    expect(asked).toEqual([[LATEST_BUILD_URL, { cache: 'no-store' }]]);
  });

  it('is unknown, never a new build, when the answer is an error, not JSON, or names none', async () => {
    expect(await latestDeploymentId(answering(502, '{"id":"x"}'))).toBeUndefined();
    expect(await latestDeploymentId(answering(200, '<html>captive portal</html>'))).toBeUndefined();
    expect(await latestDeploymentId(answering(200, '{"id":null}'))).toBeUndefined();
    expect(await latestDeploymentId(answering(200, '{"id":""}'))).toBeUndefined();
    expect(await latestDeploymentId((async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).toBeUndefined();
  });
});
