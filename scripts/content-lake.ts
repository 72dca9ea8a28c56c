// The local Content Lake (issue 3): the document store in CONTENT_LAKE_DIR (default .data/content-lake),
// seeded from content/production.ndjson on first start, served to the Studio over HTTPS + HTTP/2 and to
// the storefront over loopback HTTP, with signed publish webhooks to the app's /api/revalidate.
// Run: node --import tsx scripts/content-lake.ts
import './lib/load-env';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createContentLakeServer, localiseAssetDocuments, seedAssetFiles } from '@/content-lake/server';
import { createContentStore } from '@/content-lake/store';
import { configuredDataset, configuredProjectId, PLACEHOLDER_PROJECT_ID } from '@/lib/content/env';

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return number;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

async function main(): Promise<void> {
  const root = process.cwd();
  // `npm start` makes this machine's secret on first start and gives it to the lake and the app alike.
  const secret = process.env.SANITY_WEBHOOK_SECRET?.trim();
  if (!secret) throw new Error('SANITY_WEBHOOK_SECRET is not set: start the Content Lake through `npm start`, which makes one');
  const token = process.env.CONTENT_LAKE_TOKEN?.trim();
  if (!token) throw new Error('CONTENT_LAKE_TOKEN is not set: start the Content Lake through `npm start`, which makes one');
  const dir = path.resolve(root, process.env.CONTENT_LAKE_DIR ?? path.join('.data', 'content-lake'));
  const appPort = process.env.PORT ?? '3000';
  const siteOrigin = new URL(process.env.SITE_URL ?? `http://localhost:${appPort}`).origin;

  const projectId = configuredProjectId() ?? PLACEHOLDER_PROJECT_ID;
  const dataset = configuredDataset();
  const httpPort = port('CONTENT_LAKE_HTTP_PORT', 4480);
  // The seed is read only for an empty folder, but it is small: read it up front. Its image assets
  // point at this stand-in's HTTP listener, which the browser loads them from (no certificate to trust).
  const seed = localiseAssetDocuments(await readFile(path.join(root, 'content', 'production.ndjson'), 'utf8'), {
    projectId,
    dataset,
    baseUrl: `http://127.0.0.1:${httpPort}`,
  });
  await seedAssetFiles({ ndjson: seed, sourceDir: path.join(root, 'content', 'assets'), assetsDir: path.join(dir, 'assets') });
  const store = await createContentStore({ dir, seed });
  const server = await createContentLakeServer({
    store,
    projectId,
    dataset,
    tlsDir: path.join(dir, 'tls'),
    httpsPort: port('CONTENT_LAKE_HTTPS_PORT', 4443),
    httpPort,
    token,
    // The embedded Studio's origin, exactly: the app's. CONTENT_LAKE_ALLOWED_ORIGINS adds others (comma-separated).
    allowedOrigins: [siteOrigin, ...list(process.env.CONTENT_LAKE_ALLOWED_ORIGINS)],
    allowedHosts: list(process.env.CONTENT_LAKE_ALLOWED_HOSTS),
    webhook: {
      url: process.env.CONTENT_LAKE_WEBHOOK_URL ?? `http://127.0.0.1:${appPort}/api/revalidate`,
      secret,
    },
  }).catch(async (error: unknown) => {
    await store.close(); // release the folder lock before failing
    throw error;
  });

  const shown = (target: string) => (path.relative(root, target).startsWith('..') ? target : path.relative(root, target) || '.');
  // The two URLs are what the app reads: CONTENT_LAKE_STUDIO_URL (browser) and CONTENT_LAKE_URL (server).
  console.log(
    `Content Lake ready: Studio ${server.httpsUrl} (HTTP/2; certificate by the local authority ${shown(server.authorityPath)}: npm run trust-local-cert trusts it), ` +
      `server-side ${server.httpUrl}, data in ${shown(dir)}`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    try {
      await server.close();
      await store.close();
      process.exitCode = 0;
    } catch (error) {
      console.error(`Content Lake: stopping on ${signal} failed`, error);
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error('Content Lake failed to start:', error);
  process.exitCode = 1;
});
