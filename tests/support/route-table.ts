/// <reference types="vite/client" />
import { openApiDocument } from '@/lib/http/openapi';

// The API's operations as the OpenAPI document the app serves lists them (lib/http/openapi.ts), each with the
// route handler that answers it (app/api/**/route.ts, found by its folder as Next finds it). For tests that go
// over every documented operation in-process: a route added to the document is a row they cannot skip.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What Next hands a route handler besides the request: the path's [segments]. */
export interface RouteContext {
  params: Promise<Record<string, string>>;
}

export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response;

export interface DocumentedOperation {
  /** 'POST /api/account/instances/{id}/revoke' */
  key: string;
  method: HttpMethod;
  /** The path as documented, with {parameters}. */
  path: string;
  /** The names of its path parameters, in order. */
  pathParameters: string[];
  /** Whether it names a security scheme (a session or the program's token). */
  secured: boolean;
}

type RouteModule = Partial<Record<HttpMethod, RouteHandler>>;

// Every route module of the API, loaded with the test (the test-only routes under app/(test) are not the API's).
const modules = import.meta.glob<RouteModule>('/app/api/**/route.ts', { eager: true });

/** '/app/api/orders/[id]/route.ts' -> '/api/orders/{id}' */
const documentedPathOf = (file: string) => file.replace(/^\/app/, '').replace(/\/route\.ts$/, '').replace(/\[([^\]]+)\]/g, '{$1}');

const handlers = new Map(Object.entries(modules).map(([file, module]) => [documentedPathOf(file), module]));

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every operation of the served OpenAPI document, in its order. */
export function documentedOperations(): DocumentedOperation[] {
  const paths = openApiDocument().paths as Record<string, Record<string, { security?: unknown[] }>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method.toLowerCase()]).map((method) => ({
      key: `${method} ${path}`,
      method,
      path,
      pathParameters: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
      secured: (operations[method.toLowerCase()]?.security?.length ?? 0) > 0,
    })),
  );
}

/** The handler that answers a documented operation; throws when no route file exports it. */
export function handlerOf(operation: Pick<DocumentedOperation, 'method' | 'path'>): RouteHandler {
  const handler = handlers.get(operation.path)?.[operation.method];
  if (!handler) throw new Error(`No route handler answers ${operation.method} ${operation.path}`);
  return handler;
}

export interface OperationCall {
  /** Values of the path's {parameters}. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/** The request and context a handler gets for one call of `operation` on `origin`. */
export function operationRequest(
  origin: string,
  operation: Pick<DocumentedOperation, 'method' | 'path' | 'pathParameters'>,
  { params = {}, query = {}, headers = {}, body }: OperationCall = {},
): [Request, RouteContext] {
  const missing = operation.pathParameters.filter((name) => params[name] === undefined);
  if (missing.length > 0) throw new Error(`${operation.method} ${operation.path} needs ${missing.join(', ')}`);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] as string));
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const init: RequestInit = { method: operation.method, headers: new Headers(headers) };
  if (body !== undefined) {
    (init.headers as Headers).set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return [new Request(url, init), { params: Promise.resolve({ ...params }) }];
}
