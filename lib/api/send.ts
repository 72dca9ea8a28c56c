// spec 7's one retry, alone: what a marketing page's price refresh needs, without the API client's error classes and
// error-code table (lib/api/client.ts builds on it), which would otherwise come with the prices into every page's
// first load (issue 16).

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

// spec 7: these statuses are retried once for idempotent methods and never for writes. Only the reading methods
// count as idempotent here: a PUT or DELETE of this API writes (PUT /api/account/profile saves the profile), and
// issue 19 asks that no write is ever sent twice by the helper.
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const READING_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

// Not in the spec: a short pause so the one retry does not land in the same hiccup.
export const RETRY_DELAY_MS = 300;

/**
 * Sends a request, and once more after a pause when a reading method met a retryable status or a GET never reached
 * the server. The answer as it came (any status); fetch's TypeError when nothing arrived.
 */
export async function sendWithOneRetry(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit & { method: HttpMethod },
  retryDelayMs = RETRY_DELAY_MS,
) {
  const { method } = init;
  for (let attempt = 0; ; attempt += 1) {
    const mayRetry = attempt === 0;
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      // A GET that never reached the server is safe to send again once.
      if (mayRetry && method === 'GET' && error instanceof TypeError) {
        await pause(retryDelayMs);
        continue;
      }
      throw error;
    }
    // spec 7: one retry for reading methods; writes could be applied twice.
    if (mayRetry && READING_METHODS.has(method) && RETRYABLE_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      await pause(retryDelayMs);
      continue;
    }
    return response;
  }
}

/**
 * A GET of this API's JSON with spec 7's one retry; rejects with an Error naming the status when the answer is not
 * a success, or fetch's TypeError when none arrived.
 */
export async function getJson<T>(
  path: string,
  query: Readonly<Record<string, string>>,
  {
    fetch: fetchImpl = (url, init) => globalThis.fetch(url, init),
    retryDelayMs = RETRY_DELAY_MS,
  }: { fetch?: FetchLike; retryDelayMs?: number } = {},
): Promise<T> {
  const url = `${path}?${new URLSearchParams(query)}`;
  const response = await sendWithOneRetry(fetchImpl, url, { method: 'GET', headers: { accept: 'application/json' } }, retryDelayMs);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
