import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// Issue 15: a stand-in for a slow network between the instances and the Content Lake. It passes every request on;
// while a hold is armed, the answers to the requests it matches are read from the Content Lake at once and kept
// back until released, so a test can hold a page's render after it has read the content and before it is stored.

export interface HeldRequest {
  /** The request's path and query, decoded. */
  url: string;
}

export interface HoldingProxy {
  url: string;
  /** From now on, answers to the requests `matches` accepts are kept back (until `release`). */
  hold(matches: (request: HeldRequest) => boolean): void;
  /** No further answers are kept back; those held so far stay held. */
  stopHolding(): void;
  /** Resolves once `count` answers are held. */
  held(count: number): Promise<void>;
  /** Sends every held answer. */
  release(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  let matches: ((request: HeldRequest) => boolean) | undefined;
  let heldAnswers: (() => void)[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];

  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request);
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            ([name, value]) => typeof value === 'string' && !['host', 'connection', 'content-length', 'accept-encoding'].includes(name),
          ),
        ) as Record<string, string>,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      const send = () => {
        const headers = Object.fromEntries(
          [...upstream.headers].filter(
            ([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name),
          ),
        );
        response.writeHead(upstream.status, headers).end(answer);
      };
      if (matches?.({ url: decodeURIComponent(request.url ?? '/') })) {
        heldAnswers.push(send);
        for (const waiter of waiters.filter(({ count }) => heldAnswers.length >= count)) waiter.resolve();
        waiters = waiters.filter(({ count }) => heldAnswers.length < count);
      } else {
        send();
      }
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hold: (accept) => (matches = accept),
    stopHolding: () => (matches = undefined),
    held: (count) => (heldAnswers.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    release: () => {
      const answers = heldAnswers;
      heldAnswers = [];
      for (const send of answers) send();
    },
    close: () =>
      new Promise((resolve) => {
        for (const send of heldAnswers) send();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
