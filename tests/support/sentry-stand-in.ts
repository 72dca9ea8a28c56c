// A stand-in for Sentry's ingestion API for the end-to-end tests: `tsx tests/support/sentry-stand-in.ts`
// serves 127.0.0.1:$SENTRY_STAND_IN_PORT. It takes envelopes as Sentry's SDKs send them (POST
// /api/<project>/envelope/, newline-separated JSON, gzip or not) and keeps each one's raw text, which
// GET /envelopes answers, oldest first, for the tests to read.
import { createServer, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';

const port = Number(process.env.SENTRY_STAND_IN_PORT ?? 4697);
const envelopes: string[] = [];

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && pathname === '/health') {
    response.end('ok');
  } else if (request.method === 'GET' && pathname === '/envelopes') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelopes));
  } else if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(pathname)) {
    envelopes.push(await body(request));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  } else {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1', () => console.log(`Sentry stand-in on http://127.0.0.1:${port}`));
