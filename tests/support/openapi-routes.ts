import { existsSync } from 'node:fs';
import path from 'node:path';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import { type RouteHandler, sendRequest, testRequest } from './requests';

// The operations of the OpenAPI document the app serves (GET /api/openapi.json), each with the route module that
// answers it (app/api/.../route.ts) and a way to call it in-process with a real Request, as Next would: the path's
// ids in `params`. Shared by the tests that walk every documented route (the fuzz test, the authorisation matrix).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  summary: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
}

export interface ApiRoute {
  /** The document's path, `/api/account/orders/{id}`. */
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
  /** The names of the path's `{parameters}`, in order. */
  pathParams: string[];
  /** The documented query parameters. */
  queryParams: OpenApiParameter[];
  /** The documented request body's media type and schema, when there is one. */
  body?: { contentType: string; schema: JsonSchema };
  /** The route module's file, relative to the project. */
  file: string;
  handler: RouteHandler;
}

/** The document as the app serves it. */
export async function servedOpenApiDocument(): Promise<{ paths: Record<string, Partial<Record<string, OpenApiOperation>>> }> {
  const response = await openApiRoute(new Request('http://localhost/api/openapi.json'));
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return response.json();
}

/** app/api/account/orders/[id]/route.ts for `/api/account/orders/{id}`. */
export function routeFileOf(documentPath: string): string {
  return path.join(
    'app',
    ...documentPath
      .slice(1)
      .split('/')
      .map((part) => part.replace(/^\{(.+)\}$/, '[$1]')),
    'route.ts',
  );
}

/**
 * Every operation of the served document with its handler. Throws, naming them, when documented operations have
 * no route module or the module does not export the method: a new route is covered, or the test fails.
 */
export async function documentedRoutes(): Promise<ApiRoute[]> {
  const document = await servedOpenApiDocument();
  const routes: ApiRoute[] = [];
  const unmapped: string[] = [];
  for (const [documentPath, operations] of Object.entries(document.paths)) {
    const file = routeFileOf(documentPath);
    const exports: Record<string, unknown> = existsSync(file) ? await import(/* @vite-ignore */ path.resolve(file)) : {};
    for (const [name, operation] of Object.entries(operations)) {
      const method = name.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method) || !operation) continue;
      const handler = exports[method];
      if (typeof handler !== 'function') {
        unmapped.push(`${method} ${documentPath} (${file})`);
        continue;
      }
      const parameters = operation.parameters ?? [];
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      routes.push({
        path: documentPath,
        method,
        operation,
        pathParams: [...documentPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        ...(contentType && { body: { contentType, schema: media?.schema ?? {} } }),
        file,
        handler: handler as RouteHandler,
      });
    }
  }
  if (unmapped.length > 0) throw new Error(`Documented operations without a route handler:\n${unmapped.join('\n')}`);
  return routes;
}

/** Whether the operation asks for the session cookie, or for the desktop program's token. */
export function securityOf(route: ApiRoute): { session: boolean; appToken: boolean } {
  const schemes = (route.operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  return { session: schemes.includes('session'), appToken: schemes.includes('appToken') };
}

// Path segments and query values as a browser sends them: a lone surrogate has no UTF-8 form, so the URL carries
// U+FFFD where the params Next hands the handler keep the string as given.
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

export interface RouteCall {
  site: string;
  params?: Record<string, string>;
  /** Query string pairs, in order (names may repeat). */
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: BodyInit | null;
}

/** The Request a browser would send for `route`: no header but those the call names. */
function routeRequest(route: ApiRoute, { site, params = {}, query = [], headers = {}, body }: RouteCall): Request {
  const pathname = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(params[name] ?? ''));
  const search = query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return testRequest(`${pathname}${search ? `?${search}` : ''}`, {
    site,
    method: route.method,
    origin: null,
    ip: null,
    headers,
    ...(body !== undefined && body !== null && route.method !== 'GET' && { body }),
  });
}

/** Calls the route's handler with that Request as the serving process would, the path's ids in `params`. */
export function callDocumentedRoute(route: ApiRoute, call: RouteCall): Promise<Response> {
  return sendRequest(route.handler, routeRequest(route, call), { params: call.params ?? {} });
}
