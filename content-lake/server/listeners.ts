import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { RequestLike, ResponseLike } from './exchange';

// The two listeners, bound to loopback only (127.0.0.1 and, where the system has it, ::1: browsers try
// `localhost` names on both). HTTPS speaks HTTP/2 for the browser, whose six-connection limit per host
// stalls the Studio on HTTP/1.1 (each open document holds several event streams), and falls back to
// HTTP/1.1 for clients without ALPN h2.

export type Handler = (req: RequestLike, res: ResponseLike) => void;

export interface Listener {
  port: number;
  /** Stops accepting, lets in-flight requests finish for up to `graceMs`, then drops what is left. */
  close(graceMs?: number): Promise<void>;
}

const LOOPBACK = ['127.0.0.1', '::1'];
const MAX_HEADER_BYTES = 64 * 1024;
const IDLE_SOCKET_MS = 65_000;

export async function listenHttps(handler: Handler, tls: { key: string; cert: string }, port: number): Promise<Listener> {
  return listenOnLoopback(port, () => {
    const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler);
    const sessions = new Set<Http2Session>();
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
    return { server, closeIdle: () => sessions.forEach((session) => session.close()) };
  });
}

export async function listenHttp(handler: Handler, port: number): Promise<Listener> {
  return listenOnLoopback(port, () => {
    // @sanity/client sends listen queries in URLs of up to ~15 KB; Node's default header limit is 16 KB in all.
    const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, handler);
    // The app's fetch keeps idle sockets for about 4 s and closes them itself. Were this server to close
    // first (Node's default is 5 s), a client whose timers run late (a build worker busy rendering for
    // seconds) could send a request down a socket being closed and read ECONNRESET: it did, in a build.
    server.keepAliveTimeout = IDLE_SOCKET_MS;
    server.headersTimeout = IDLE_SOCKET_MS + 1_000;
    return { server, closeIdle: () => server.closeIdleConnections() };
  });
}

interface Bindable {
  server: Server | Http2SecureServer;
  /** Asks connections to finish (HTTP/2 GOAWAY, idle HTTP/1.1 keep-alive sockets closed). */
  closeIdle: () => void;
}

async function listenOnLoopback(port: number, create: () => Bindable): Promise<Listener> {
  const bound: Bindable[] = [];
  const sockets = new Set<Socket>();
  let actualPort = port;
  for (const host of LOOPBACK) {
    const bindable = create();
    bindable.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    // WebSocket upgrades (the Studio's presence socket) are not offered: refuse them outright.
    bindable.server.on('upgrade', (_request: unknown, socket: Socket) => {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
    try {
      actualPort = await bind(bindable.server, host, actualPort);
      bound.push(bindable);
    } catch (error) {
      // ::1 is optional (no IPv6 on the system); 127.0.0.1 is not.
      if (host === LOOPBACK[0]) throw error;
    }
  }

  return {
    port: actualPort,
    async close(graceMs = 2_000) {
      const closed = Promise.all(bound.map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))));
      bound.forEach(({ closeIdle }) => closeIdle());
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([closed, grace]);
      clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

function bind(server: Server | Http2SecureServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ host, port, ipv6Only: host.includes(':') }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
