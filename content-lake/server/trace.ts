import { appendFileSync } from 'node:fs';
import type { RequestLike, ResponseLike } from './exchange';

// CONTENT_LAKE_TRACE=<file>: appends one JSON line per request to <file>, in the shape of the recorded Studio
// session (/work/shared/notes/studio-traffic.jsonl): method, HTTP version, host, path, the API version, query
// string, credentials, status, time and the response body (its first TRACE_BODY characters; a stream's first
// chunks). For recording what a new Studio asks of the stand-in; off unless set.

const TRACE_BODY = 1500;

export function traceFile(): string | undefined {
  return process.env.CONTENT_LAKE_TRACE?.trim() || undefined;
}

/** Wraps `res` so that the exchange is written to `file` when the response ends or the client goes away. */
export function traceExchange(file: string, req: RequestLike & { httpVersion?: string }, res: ResponseLike): void {
  const started = Date.now();
  const url = new URL(req.url ?? '/', 'http://content-lake.invalid');
  const version = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(?=\/|$)/.exec(url.pathname);
  let status = 0;
  let body = '';
  let done = false;
  let ending = false;
  const keep = (chunk: unknown) => {
    if (body.length >= TRACE_BODY || chunk === undefined || chunk === null) return;
    body += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    if (body.length > TRACE_BODY) body = `${body.slice(0, TRACE_BODY)}...`;
  };
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const authorization = req.headers.authorization;
  const record = (note?: string) => {
    if (done) return;
    done = true;
    const line = {
      t: new Date(started).toISOString(),
      method: (req.method ?? 'GET').toUpperCase(),
      h: req.httpVersion,
      host: req.headers[':authority'] ?? req.headers.host,
      path: version ? url.pathname.slice(version[0].length) || '/' : url.pathname,
      apiVersion: version?.[1],
      search: url.search,
      auth: authorization ? (authorization.split(' ')[0] ?? '').toLowerCase() : req.headers.cookie ? 'cookie' : 'none',
      origin: req.headers.origin,
      status,
      ms: Date.now() - started,
      ...(note ? { note } : {}),
      resp: body,
    };
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch (error) {
      console.error(`Content Lake: cannot write the trace to ${file}`, error);
    }
  };
  Object.assign(res, {
    writeHead: (statusCode: number, ...rest: unknown[]) => {
      status = statusCode;
      return (writeHead as (...args: unknown[]) => unknown)(statusCode, ...rest);
    },
    write: (chunk: string | Uint8Array) => {
      // HTTP/2's end(chunk) writes the chunk through write(): keep it once.
      if (!ending) keep(chunk);
      return write(chunk);
    },
    end: (chunk?: string | Uint8Array) => {
      keep(chunk);
      ending = true;
      const result = end(chunk);
      record();
      return result;
    },
  });
  res.once('close', () => record('closed by the client or the server before the end (a stream)'));
}
