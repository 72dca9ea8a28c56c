// The headers and shapes every answer of the API shares.

/** An answer no cache may keep: every answer of a call that reads or writes a person's data. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
/** The same, said of an answer that belongs to the signed-in account. */
export const PRIVATE_NO_STORE = {
  'cache-control': 'private, no-store',
} as const;

/** Response.json with no-store unless `headers` says otherwise. */
export function jsonAnswer(body: unknown, status = 200, headers: HeadersInit = NO_STORE): Response {
  return Response.json(body, { status, headers });
}

/** `{ message }` with `status`; `extra` fields come before the message. */
export function messageAnswer(status: number, message: string, headers: HeadersInit = NO_STORE, extra: object = {}): Response {
  return Response.json({ ...extra, message }, { status, headers });
}

/** spec 8 style: 429 `{ message }` with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(
  message: string,
  retryAfterSeconds: number,
  headers: Record<string, string> = NO_STORE,
  extra: object = {},
): Response {
  return messageAnswer(
    429,
    message,
    {
      ...headers,
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
    extra,
  );
}
