import path from 'node:path';
import type { ContentStore } from '../types';
import { ArrivalOrder } from './arrival-order';
import type { ServerContext } from './context';
import { ImageVariantCache } from './image-variants';
import { KeyValueStore } from './keyvalue-store';
import { ListenerHub } from './listener-hub';
import { type Listener, listenHttp, listenHttps } from './listeners';
import { createRequestHandler } from './router';
import { loadOrCreateCertificate } from './tls';
import { startWebhooks, type WebhookOptions, type WebhookSender } from './webhook';

// The local stand-in for Sanity's Content Lake (issue 3): the HTTP API the Studio and @sanity/client
// speak, over a ContentStore. The protocol follows node_modules/@sanity/client and node_modules/sanity
// (each module names the sources it matches), checked against a recorded Studio session.

export { DEFAULT_WEBHOOK_FILTER, DEFAULT_WEBHOOK_PROJECTION, type WebhookOptions } from './webhook';
export { localiseAssetDocuments, seedAssetFiles } from './seed-assets';

export interface ContentLakeServerOptions {
  store: ContentStore;
  projectId: string;
  dataset: string;
  /** Where the certificate and the installation's authority that issues it are kept (e.g. .data/content-lake/tls). */
  tlsDir: string;
  /** Uploaded files (`assets/`) and Studio settings (`keyvalue.json`); default: the parent of tlsDir. */
  dataDir?: string;
  /** HTTPS + HTTP/2 for the browser Studio; default 4443, 0 for any free port. */
  httpsPort?: number;
  /** Plain HTTP/1.1 on loopback for server-side clients; default 4480, 0 for any free port. */
  httpPort?: number;
  /**
   * The token writes and private reads (drafts, history, the user's settings) need: made on the lake's first
   * start by whoever starts it, and given to the app's server and the embedded Studio only.
   */
  token: string;
  /** The origins allowed to call with credentials (CORS): the Studio's, exactly; no other by default. */
  allowedOrigins?: string[];
  /** Host names the lake answers besides its loopback ones (localhost, 127.0.0.1, [::1], <projectId>.localhost). */
  allowedHosts?: string[];
  /** Origin written into asset documents' `url`; default the HTTP listener (no certificate to trust). */
  assetBaseUrl?: string;
  /** Signed webhooks after publishes; `url` defaults to http://127.0.0.1:$PORT/api/revalidate. Omit to send none. */
  webhook?: Omit<WebhookOptions, 'url'> & { url?: string };
}

export interface ContentLakeServer {
  httpsPort: number;
  httpPort: number;
  /** The Studio's apiHost: `https://localhost:<httpsPort>` (its client prefixes the project id). */
  httpsUrl: string;
  /** The apiHost for server-side clients (useProjectHostname: false): `http://127.0.0.1:<httpPort>`. */
  httpUrl: string;
  /** The HTTPS listener's certificate (renewed as needed). */
  certPath: string;
  /** The installation's certificate authority that issues it: what a browser or OS store is told to trust. */
  authorityPath: string;
  /** Resolves when every webhook delivery started so far has finished (tests, shutdown). */
  webhooksIdle(): Promise<void>;
  /** Ends event streams, stops both listeners and webhooks; the store stays open (its owner closes it). */
  close(): Promise<void>;
}

export async function createContentLakeServer(options: ContentLakeServerOptions): Promise<ContentLakeServer> {
  const { store, projectId, dataset, tlsDir } = options;
  const dataDir = options.dataDir ?? path.dirname(path.resolve(tlsDir));
  const tls = await loadOrCreateCertificate(tlsDir, projectId);
  const keyValues = await KeyValueStore.open(path.join(dataDir, 'keyvalue.json'));
  const hub = new ListenerHub(store);

  // The context is completed once the HTTP port (possibly ephemeral) is known.
  const context: ServerContext = {
    store,
    projectId,
    dataset,
    hub,
    writes: new ArrivalOrder(),
    keyValues,
    assetsDir: path.join(dataDir, 'assets'),
    assetBaseUrl: options.assetBaseUrl ?? '',
    imageVariants: new ImageVariantCache(),
    allowedOrigins: options.allowedOrigins ?? [],
  };
  if (options.token.length < 32) throw new Error('The Content Lake needs a random token of at least 32 characters');
  const handler = createRequestHandler(context, {
    token: options.token,
    allowedOrigins: context.allowedOrigins,
    allowedHosts: options.allowedHosts ?? [],
  });

  const listeners: Listener[] = [];
  let webhooks: WebhookSender | undefined;
  try {
    const http = await listenHttp(handler, options.httpPort ?? 4480);
    listeners.push(http);
    const https = await listenHttps(handler, tls, options.httpsPort ?? 4443);
    listeners.push(https);
    context.assetBaseUrl ||= `http://127.0.0.1:${http.port}`;

    if (options.webhook) {
      const url = options.webhook.url ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/revalidate`;
      webhooks = startWebhooks(store, { ...options.webhook, url }, { projectId, dataset });
    }

    return {
      httpsPort: https.port,
      httpPort: http.port,
      httpsUrl: `https://localhost:${https.port}`,
      httpUrl: `http://127.0.0.1:${http.port}`,
      certPath: tls.certPath,
      authorityPath: tls.authorityPath,
      webhooksIdle: () => webhooks?.idle() ?? Promise.resolve(),
      async close() {
        webhooks?.close();
        hub.dispose();
        await Promise.all(listeners.map((listener) => listener.close()));
        await keyValues.flush();
      },
    };
  } catch (error) {
    hub.dispose();
    await Promise.all(listeners.map((listener) => listener.close(0)));
    throw error;
  }
}
