/**
 * The request body's bytes exactly as sent, or null when there are more than `maxBytes` (answer 413). A
 * declared Content-Length over the limit is refused before reading; a chunked body is cut off as it streams.
 */
export async function readRawBody(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The most any JSON call of the API may send: none needs more than a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export type BodyReading<T> =
  | { kind: 'read'; body: T }
  /** Over the limit, declared or streamed: answer 413. */
  | { kind: 'tooLarge' }
  /** Not UTF-8 (or, for JSON, not a JSON object): 400. */
  | { kind: 'unreadable' };

/** The body as UTF-8 text, read with a size limit enforced while it streams (a signed webhook needs it as sent). */
export async function readTextBody(request: Request, maxBytes: number): Promise<BodyReading<string>> {
  const bytes = await readRawBody(request, maxBytes);
  if (!bytes) return { kind: 'tooLarge' };
  try {
    return { kind: 'read', body: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** The body as a JSON object (an empty body is `{}`), read with the one size limit of the API. */
export async function readJsonObject(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<BodyReading<Record<string, unknown>>> {
  const text = await readTextBody(request, maxBytes);
  if (text.kind !== 'read') return text;
  let body: unknown;
  try {
    body = text.body.trim() ? JSON.parse(text.body) : {};
  } catch {
    return { kind: 'unreadable' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'unreadable' };
  return { kind: 'read', body: body as Record<string, unknown> };
}
