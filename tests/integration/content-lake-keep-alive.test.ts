import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenHttp } from '@/content-lake/server/listeners';

// A build once failed with ECONNRESET: Node closes idle keep-alive sockets after 5 s, and a client whose
// timers ran late reused one as it closed. The stand-in's loopback listener now leaves closing to clients.

describe('the Content Lake stand-in over loopback HTTP', () => {
  it("keeps an idle keep-alive socket open past Node's default 5 s, for the client to close", async () => {
    const listener = await listenHttp((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
      res.end('ok');
    }, 0);
    const socket = connect(listener.port, '127.0.0.1');
    try {
      let closedAt: number | undefined;
      socket.on('close', () => {
        closedAt = Date.now();
      });
      const answered = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
      socket.write('GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      expect(await answered).toMatch(/^HTTP\/1\.1 200/);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closedAt).toBeUndefined();
      // Still usable: a second request on the same socket is answered.
      const again = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
      socket.write('GET /v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await again).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
      await listener.close(100);
    }
  }, 20_000);
});
