import { RETURN_URL_PARAM, SIGN_IN_REASON_PARAM, SIGN_IN_REQUIRED } from './sign-in-params';
import { localizedPath, splitLocale } from '@/lib/i18n/config';
import { API_ERROR_MESSAGES, messageKeyForErrorCode, type ApiErrorMessageKey } from './error-codes';
import { RETRY_DELAY_MS, sendWithOneRetry, type FetchLike, type HttpMethod } from './send';

export type { FetchLike, HttpMethod } from './send';

export const SIGN_IN_PATH = '/user/sign-in';
/** localStorage key the UI uses to remember it is signed in; cleared on a 401 (spec 8). */
export const SIGNED_IN_MARKER_KEY = 'signed-in';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Added to the path's own query string; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Strings, FormData, URLSearchParams, Blob, buffers and streams go as they are; anything else as JSON. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

export type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface HttpClientOptions {
  fetch?: FetchLike;
  /** Prepended to every path, e.g. an absolute origin on the server or in tests. */
  baseUrl?: string;
  /** The page's country_code; by default read from the address bar. */
  getCountryCode?: () => string | undefined;
  /** Where a 401 sends the user; by default the sign-in page in the current locale. */
  signInPath?: string | (() => string);
  /** Signs the user out after a 401; receives the resolved sign-in path. */
  onUnauthorized?: (signInPath: string) => void;
  retryDelayMs?: number;
}

interface ApiErrorInit {
  status: number;
  method: HttpMethod;
  url: string;
  body?: unknown;
  errorCode?: number;
  cause?: unknown;
}

/**
 * A failed call. status 0 means no response arrived (network failure); otherwise 400-599.
 * message is the English fallback for messageKey in the `api-errors` namespace.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly method: HttpMethod;
  readonly url: string;
  readonly body: unknown;
  readonly errorCode: number | undefined;
  readonly messageKey: ApiErrorMessageKey;

  constructor(init: ApiErrorInit) {
    const messageKey: ApiErrorMessageKey =
      init.status === 0 ? 'network' : init.status === 422 ? messageKeyForErrorCode(init.errorCode) : 'generic';
    super(API_ERROR_MESSAGES[messageKey], { cause: init.cause });
    this.status = init.status;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.errorCode = init.errorCode;
    this.messageKey = messageKey;
  }
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: ReadOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ReadOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: ReadOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ReadOptions): Promise<T>;
  delete<T>(path: string, options?: ReadOptions): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const baseUrl = options.baseUrl ?? '';
  const getCountryCode = options.getCountryCode ?? countryCodeFromLocation;
  const onUnauthorized = options.onUnauthorized ?? signOutAndGoToSignIn;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const resolveSignInPath = (): string => {
    const { signInPath } = options;
    if (typeof signInPath === 'function') return signInPath();
    return signInPath ?? signInPathForCurrentLocale();
  };

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const method = requestOptions.method ?? 'GET';
    // spec 7: all GETs carry the page's country_code.
    const countryCode = method === 'GET' ? getCountryCode() : undefined;
    const url = buildUrl(baseUrl + path, requestOptions.query, countryCode);
    const init = buildInit(method, requestOptions);

    let response: Response;
    try {
      response = await sendWithOneRetry(fetchImpl, url, init, retryDelayMs);
    } catch (error) {
      if (error instanceof TypeError) throw new ApiError({ status: 0, method, url, cause: error });
      throw error;
    }
    return readResponse<T>(response, method, url);
  }

  async function readResponse<T>(response: Response, method: HttpMethod, url: string): Promise<T> {
    const { status } = response;
    // spec 7: statuses 400 to 599 are errors.
    if (status >= 400 && status <= 599) {
      const body = parseJson(await response.text());
      // spec 8: a 401 signs the user out.
      if (status === 401) onUnauthorized(resolveSignInPath());
      const errorCode = status === 422 ? errorCodeOf(body) : undefined;
      throw new ApiError({ status, method, url, body, errorCode });
    }
    if (status === 204 || method === 'HEAD') return undefined as T;
    const text = await response.text();
    if (text === '') return undefined as T;
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return (isJson ? JSON.parse(text) : text) as T;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

/** The browser's client; the defaults read the address bar and localStorage at call time. */
export const api = createHttpClient();

function buildUrl(path: string, query: RequestOptions['query'], countryCode: string | undefined): string {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : path.slice(queryStart + 1));
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  // An explicit country_code (in the path or query) wins over the page's.
  if (countryCode && !params.has('country_code')) params.set('country_code', countryCode);
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

function buildInit(method: HttpMethod, options: RequestOptions): RequestInit & { method: HttpMethod } {
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const init: RequestInit & { method: HttpMethod } = { method, headers, signal: options.signal };
  if (options.body === undefined) return init;
  if (isBodyInit(options.body)) {
    init.body = options.body;
  } else {
    init.body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return init;
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// spec 8: a 422 body carries error_code; accept a numeric string too.
function errorCodeOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('error_code' in body)) return undefined;
  const code = body.error_code;
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  return typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : undefined;
}

function countryCodeFromLocation(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('country_code') || undefined;
}

/**
 * spec 2: locale-prefixed routes exist, so a zh-CN page signs in under /zh-CN. A session that ran out while a
 * page was open comes back to that page after signing in (its return URL), as a page guard would send it.
 */
function signInPathForCurrentLocale(): string {
  if (typeof window === 'undefined') return SIGN_IN_PATH;
  const { pathname, search } = window.location;
  const signIn = localizedPath(splitLocale(pathname).locale, SIGN_IN_PATH);
  // The sign-in, sign-up and password pages are no place to come back to.
  if (pathname.split('/').includes('user')) return signIn;
  const query = new URLSearchParams({ [RETURN_URL_PARAM]: `${pathname}${search}`, [SIGN_IN_REASON_PARAM]: SIGN_IN_REQUIRED });
  return `${signIn}?${query}`;
}

function signOutAndGoToSignIn(signInPath: string): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(SIGNED_IN_MARKER_KEY);
  } catch {
    // Storage can be disabled; the redirect below still ends the signed-in view.
  }
  // Already on the sign-in page: navigating again would only reload it.
  if (window.location.pathname !== signInPath.split('?')[0]) window.location.assign(signInPath);
}
