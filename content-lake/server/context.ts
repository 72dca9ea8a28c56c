import type { ContentStore } from '../types';
import type { ArrivalOrder } from './arrival-order';
import type { Exchange } from './exchange';
import type { ImageVariantCache } from './image-variants';
import type { KeyValueStore } from './keyvalue-store';
import type { ListenerHub } from './listener-hub';

/** What every route may use. */
export interface ServerContext {
  store: ContentStore;
  projectId: string;
  dataset: string;
  hub: ListenerHub;
  /** Mutations and actions commit in the order their requests arrived (arrival-order.ts). */
  writes: ArrivalOrder;
  keyValues: KeyValueStore;
  /** Folder of uploaded files (`<store folder>/assets`). */
  assetsDir: string;
  /** Origin written into asset documents' `url` (default: the loopback HTTP listener). */
  assetBaseUrl: string;
  /** Rendered image variants (w, h, fm... in an image URL). */
  imageVariants: ImageVariantCache;
  /** The origins allowed to call with credentials (cors.ts). */
  allowedOrigins: readonly string[];
}

export type RouteHandler = (exchange: Exchange, context: ServerContext, match: string[]) => Promise<void> | void;

export interface Route {
  methods: readonly string[];
  /** Matched against the path without its /v<apiVersion> prefix, still percent-encoded. */
  pattern: RegExp;
  handle: RouteHandler;
  /**
   * What the router checks first (door.ts): `token`, 401 without the lake's token (writes, private reads);
   * `json`, 415 unless the body is declared application/json (a cross-site form cannot declare it).
   */
  needs?: { token?: true; json?: true };
}

export const TOKEN: Route['needs'] = { token: true };
export const TOKEN_AND_JSON: Route['needs'] = { token: true, json: true };

/** The local Studio user: the Content Lake answers /users/me with it to whoever has the token. */
export const LOCAL_USER = {
  id: 'plocaladmin',
  name: 'Local Admin',
  email: 'admin@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'local',
} as const;

/** Decodes a comma-separated id list from a path segment (ids never contain commas). */
export function idList(segment: string): string[] {
  return decodeURIComponent(segment)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export function flag(query: URLSearchParams, name: string, fallback = false): boolean {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  return value === 'true' || value === '1';
}
