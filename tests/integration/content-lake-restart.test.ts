import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/tests/support/free-port';

// issue 3: restart the local Content Lake (scripts/content-lake.ts, the process `npm start` runs) and
// nothing it acknowledged is lost, even when it was killed without a chance to flush.

let dir: string;
let lake: ChildProcess | undefined;

/** The lake's token (`npm start` makes one on first start): the test's writes need it. */
const TOKEN = randomBytes(32).toString('base64url');

async function startLake(): Promise<SanityClient> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-lake.ts'], {
    env: {
      ...process.env,
      CONTENT_LAKE_DIR: dir,
      CONTENT_LAKE_HTTP_PORT: String(httpPort),
      CONTENT_LAKE_HTTPS_PORT: String(httpsPort),
      // Nobody listens there: webhooks fail quietly, as when the app is down.
      CONTENT_LAKE_WEBHOOK_URL: 'http://127.0.0.1:9/api/revalidate',
      // `npm start` makes this secret on first start; the lake refuses to start without one.
      SANITY_WEBHOOK_SECRET: 'content-lake-restart-test-secret',
      CONTENT_LAKE_TOKEN: TOKEN,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  lake = child;
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const until = Date.now() + 25_000;
  for (;;) {
    // A lake that stopped (a taken port, a held folder lock) says why at once, rather than as a timeout.
    if (child.exitCode !== null) throw new Error(`The Content Lake exited (${child.exitCode}): ${output}`);
    if (Date.now() > until) throw new Error(`The Content Lake did not answer within 25 s: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${httpPort}/v1/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${httpPort}`,
    useProjectHostname: false,
    apiVersion: '2025-09-01',
    useCdn: false,
    token: TOKEN,
  });
}

async function killLake(signal: NodeJS.Signals) {
  const child = lake;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-lake-restart-'));
});

afterAll(async () => {
  await killLake('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('the local Content Lake across restarts', () => {
  it('imports the bundled content on first start, and keeps every acknowledged write after a SIGKILL', async () => {
    let client = await startLake();
    const seeded = await client.fetch<number>('count(*[_type == "seoEntry"])');
    expect(seeded).toBeGreaterThan(10);

    const titles: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const title = `Acknowledged edit ${i}`;
      await client.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.seo-help',
        publishedId: 'seo-help',
        patch: { set: { 'title.en': title } },
      });
      titles.push(title);
    }
    await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.seo-help', publishedId: 'seo-help' });
    await client.create({ _id: 'restart-probe', _type: 'seoEntry', url: '/restart-probe', title: { en: 'Probe' } });
    await killLake('SIGKILL');

    client = await startLake();
    const help = await client.getDocument<{ title: { en: string } }>('seo-help');
    expect(help?.title.en).toBe(titles.at(-1));
    expect(await client.getDocument('drafts.seo-help')).toBeUndefined();
    expect(await client.getDocument('restart-probe')).toMatchObject({ url: '/restart-probe' });
    // The bundled content is imported once, not again on the second start.
    expect(await client.fetch<number>('count(*[_type == "seoEntry"])')).toBe(seeded + 1);
    await killLake('SIGTERM');
    expect(lake?.exitCode).toBe(0);
  });
});
