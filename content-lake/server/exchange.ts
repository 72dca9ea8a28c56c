import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

// One request and its response, the same for HTTP/1.1 (node:http) and HTTP/2 (node:http2's compatibility
// API): both are reduced to the few members used here, so routes never see the difference. Nothing
// here may set connection-specific headers (connection, keep-alive, transfer-encoding): HTTP/2 forbids them.

export interface RequestLike extends AsyncIterable<Buffer | string> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

export interface ResponseLike {
  readonly headersSent: boolean;
  writeHead(statusCode: number, headers?: OutgoingHttpHeaders): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string | Uint8Array): unknown;
  once(event: 'close', listener: () => void): unknown;
}

const JSON_BODY_LIMIT = 32 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'httpError',
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class Exchange {
  readonly method: string;
  /** The path without the API version prefix, still percent-encoded. */
  readonly path: string;
  /** `2025-02-19`, `1` or undefined when the path had no /v prefix (asset files). */
  readonly apiVersion: string | undefined;
  readonly query: URLSearchParams;
  private readonly extraHeaders: OutgoingHttpHeaders;
  private closed = false;

  constructor(
    readonly req: RequestLike,
    readonly res: ResponseLike,
    corsHeaders: OutgoingHttpHeaders,
    /** The caller sent the lake's token (door.ts): it may write and read drafts. */
    readonly hasToken = false,
  ) {
    this.method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://content-lake.invalid');
    const version = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(?=\/|$)/.exec(url.pathname);
    this.apiVersion = version?.[1];
    this.path = version ? url.pathname.slice(version[0].length) || '/' : url.pathname;
    this.query = url.searchParams;
    this.extraHeaders = corsHeaders;
    res.once('close', () => {
      this.closed = true;
    });
  }

  /** 401 unless the caller sent the lake's token. */
  requireToken(what: string): void {
    if (!this.hasToken) throw new HttpError(401, `Unauthorized: ${what} needs the local Content Lake's token`, 'unauthorized');
  }

  header(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  async body(limit: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of this.req) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) throw new HttpError(413, `Request body larger than ${limit} bytes`, 'payloadTooLarge');
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }

  async json(): Promise<unknown> {
    const raw = (await this.body(JSON_BODY_LIMIT)).toString('utf8');
    if (raw.trim() === '') return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'Request body is not valid JSON', 'httpBadRequest');
    }
  }

  send(status: number, body: string | Uint8Array, headers: OutgoingHttpHeaders): void {
    if (this.res.headersSent) return;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    this.res.writeHead(status, { ...this.extraHeaders, 'content-length': bytes.length, ...headers });
    this.res.end(this.method === 'HEAD' ? undefined : bytes);
  }

  sendJson(status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
    this.send(status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers });
  }

  /** Sanity's error envelope: `{ error: { description, type, ... } }`, which @sanity/client turns into messages. */
  sendError(status: number, description: string, type: string, extra: Record<string, unknown> = {}): void {
    this.sendJson(status, { error: { description, type, ...extra }, statusCode: status });
  }

  /** Starts a streamed response (server-sent events, NDJSON). */
  openStream(status: number, headers: OutgoingHttpHeaders): void {
    this.res.writeHead(status, { ...this.extraHeaders, ...headers });
  }

  write(chunk: string): void {
    if (!this.closed) this.res.write(chunk);
  }

  end(chunk?: string): void {
    if (!this.closed) this.res.end(chunk);
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.res.once('close', listener);
  }
}
