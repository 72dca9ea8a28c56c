import type { Perspective } from '../../types';
import { flag, idList, type Route, type ServerContext } from '../context';
import { isPrivateId } from '../door';
import { type Exchange, HttpError } from '../exchange';

// GET|POST /data/query/:dataset and GET /data/doc/:dataset/:ids. Without the lake's token they read
// published documents at the root path only, as anonymous reads of a hosted dataset do: raw and published
// become `public`, asking for drafts is refused, and a private id asked for is omitted.

/** From this API version on, the Content Lake's default perspective is `published` (before: `raw`). */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

export function defaultPerspective(apiVersion: string | undefined): Perspective {
  if (apiVersion === 'X') return 'published';
  if (!apiVersion || !/^\d{4}-\d{2}-\d{2}$/.test(apiVersion)) return 'raw';
  return apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw';
}

/** `perspective` as @sanity/client sends it: one name, or a comma-separated stack of releases and drafts. */
export function readPerspective(value: string | null, apiVersion: string | undefined): Perspective {
  if (!value) return defaultPerspective(apiVersion);
  const names = value.split(',').map((name) => name.trim());
  if (names.length === 1 && (names[0] === 'raw' || names[0] === 'published')) return names[0];
  // Release stacks fall back to drafts (the stand-in has no releases); previewDrafts is the old name.
  if (names.includes('drafts') || names.includes('previewDrafts')) return 'drafts';
  return 'published';
}

/** `$name=<JSON>` query-string parameters. */
export function readQueryParams(query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of query) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new HttpError(400, `Unable to parse value of "${key}=${value}". Please quote string values.`, 'httpBadRequest');
    }
  }
  return params;
}

export function requireDataset(context: ServerContext, dataset: string | undefined): void {
  if (dataset !== context.dataset) throw new HttpError(404, `Dataset "${dataset}" not found`, 'httpNotFound');
}

async function runQuery(exchange: Exchange, context: ServerContext, [dataset]: string[]): Promise<void> {
  requireDataset(context, dataset);
  let query = exchange.query.get('query');
  let params = readQueryParams(exchange.query);
  if (exchange.method === 'POST') {
    const body = (await exchange.json()) as { query?: unknown; params?: unknown } | undefined;
    if (typeof body?.query === 'string') query = body.query;
    if (typeof body?.params === 'object' && body.params !== null) params = { ...params, ...(body.params as object) };
  }
  if (!query) throw new HttpError(400, 'Missing query', 'httpBadRequest');
  const perspective = anonymousPerspective(exchange, readPerspective(exchange.query.get('perspective'), exchange.apiVersion));

  const started = performance.now();
  let result: unknown;
  try {
    result = await context.store.query(query, params, perspective);
  } catch (error) {
    throw queryError(error, query);
  }
  const ms = Math.round(performance.now() - started);
  const returnQuery = exchange.query.get('returnQuery') !== 'false';
  exchange.sendJson(200, { ...(returnQuery ? { query } : {}), result, ms, syncTags: [] });
}

function anonymousPerspective(exchange: Exchange, perspective: Perspective): Perspective {
  if (exchange.hasToken) return perspective;
  if (perspective === 'drafts') exchange.requireToken('The drafts perspective');
  return 'public';
}

/** groq-js errors as the Content Lake reports them (@sanity/client formats queryParseError with a code frame). */
function queryError(error: unknown, query: string): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'GroqSyntaxError') {
    const start = (error as Error & { position?: number }).position ?? 0;
    return new HttpError(400, error.message, 'queryParseError', { query, start, end: start + 1 });
  }
  if (error.name === 'GroqQueryError' || error.name === 'TypeError') {
    return new HttpError(400, error.message, 'queryError', { query });
  }
  return error;
}

function getDocuments(exchange: Exchange, context: ServerContext, [dataset, ids = '']: string[]): void {
  requireDataset(context, dataset);
  const requested = idList(ids);
  const allVersions = flag(exchange.query, 'includeAllVersions');
  const documents = [];
  const omitted = [];
  for (const id of requested) {
    if (!exchange.hasToken && isPrivateId(id)) {
      omitted.push({ id, reason: 'permission' });
      continue;
    }
    const found = (allVersions ? versionsOf(context, id) : [context.store.get(id)].filter((doc) => doc !== undefined)).filter(
      (doc) => exchange.hasToken || !isPrivateId(doc._id),
    );
    if (found.length > 0) documents.push(...found);
    else omitted.push({ id, reason: 'existence' });
  }
  exchange.sendJson(200, { documents, omitted });
}

/** A published id with its draft and release versions (getDocument's includeAllVersions). */
function versionsOf(context: ServerContext, id: string) {
  const publishedId = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
  const base = publishedId(id);
  return context.store.all().filter((doc) => publishedId(doc._id) === base);
}

export const queryRoutes: Route[] = [
  { methods: ['GET', 'POST'], pattern: /^\/data\/query\/([^/]+)$/, handle: runQuery },
  { methods: ['GET'], pattern: /^\/data\/doc\/([^/]+)\/([^/]+)$/, handle: getDocuments },
];
