import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { type ContentLakeServer, createContentLakeServer } from '@/content-lake/server';
import { createContentStore, type LocalContentStore } from '@/content-lake/store';

type ServerOptions = Parameters<typeof createContentLakeServer>[0];

export interface TestLake {
  /** The throwaway folder: the store in store/, the certificate in tls/, assets in assets/. */
  dir: string;
  store: LocalContentStore;
  server: ContentLakeServer;
  /** The lake's token: writes and private reads need it (`Authorization: Bearer <token>`). */
  token: string;
  /** @sanity/client on the server's loopback HTTP listener with the token, as the storefront reaches it. */
  client: SanityClient;
  close: () => Promise<void>;
}

/** A local Content Lake (file store + server on free ports) in a temp folder, seeded from NDJSON. */
export async function startTestLake({
  seed,
  projectId = 'local',
  dataset = 'production',
  webhook,
  allowedOrigins,
}: {
  seed: string;
  projectId?: string;
  dataset?: string;
  webhook?: ServerOptions['webhook'];
  allowedOrigins?: string[];
}): Promise<TestLake> {
  const token = randomBytes(32).toString('base64url');
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-test-'));
  const store = await createContentStore({ dir: path.join(dir, 'store'), seed });
  const server = await createContentLakeServer({
    store,
    projectId,
    dataset,
    tlsDir: path.join(dir, 'tls'),
    httpsPort: 0,
    httpPort: 0,
    token,
    allowedOrigins,
    webhook,
  });
  const client = createClient({
    projectId,
    dataset,
    apiHost: server.httpUrl,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
  });
  return {
    dir,
    token,
    store,
    server,
    client,
    close: async () => {
      await server.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls a condition the Studio's observables make true, failing with `what` after the timeout. */
export async function until(what: string, condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
