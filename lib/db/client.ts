import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { config } from '@/lib/config';
import { withNamedStatements } from './pglite-statements';
import * as schema from './schema';

export type DbDriver = 'pglite' | 'postgres';

/** What both drivers' raw `execute()` results have in common: the rows. */
export interface RawQueryResult<TRow> {
  rows: TRow[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: RawQueryResult<this['row']>;
}

/**
 * The database both drivers satisfy: lib/ code is written once against it. `$client` is kept so
 * the migrator can tell the drivers apart (lib/db/migrate.ts).
 */
export type Database = PgDatabase<QueryResultHKT, typeof schema> & { $client: PGlite | Pool };

/** The database or a transaction on it: what code that writes inside its caller's transaction takes. */
export type DatabaseOrTransaction = PgDatabase<QueryResultHKT, typeof schema>;

/**
 * Where a domain function runs its queries: a transaction, or a test's database; the app's (getDb()) when left out,
 * so a page calls the domain without knowing the database (issue 18).
 */
export interface InDatabase {
  db?: DatabaseOrTransaction;
}

export interface DbHandle {
  db: Database;
  driver: DbDriver;
  /** Where the data lives, without credentials: a PGlite folder or host/database. */
  location: string;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** A PostgreSQL connection string, TLS settings (`?sslmode=...`) included; wins over `pgliteDir`. */
  databaseUrl?: string;
  /** The most connections the PostgreSQL pool opens; node-postgres's default (10) when unset. */
  poolSize?: number;
  /** A PGlite data folder, or `memory://` for a throwaway in-memory database (tests). */
  pgliteDir?: string;
  /** A PGlite database to start from (what `dumpDataDir()` wrote): the tests' migrated and seeded template. */
  pgliteStartFrom?: Blob;
}

export const PGLITE_MEMORY = 'memory://';
const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Opens a new database; most code wants the per-process `getDb()` instead. */
export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    // No `ssl` option here: it would override the URL's sslmode, which is where TLS is set.
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    return {
      db: drizzleNodePostgres({ client: pool, schema }),
      driver: 'postgres',
      location: describeUrl(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? DEFAULT_PGLITE_DIR;
  // The data folder is runtime state, not a source: keep Next's file tracing out of it.
  const dataDir = dir === PGLITE_MEMORY ? undefined : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite loads a dump only when given a folder name (`memory://` for memory), not when given none.
  const client = new PGlite(dataDir ?? PGLITE_MEMORY, { loadDataDir: options.pgliteStartFrom });
  withNamedStatements(client);
  return {
    db: drizzlePglite({ client, schema }),
    driver: 'pglite',
    location: dataDir ?? PGLITE_MEMORY,
    close: () => client.close(),
  };
}

// Next dev re-evaluates modules on every edit; a PGlite folder may be opened only once per
// process, so the handle lives on globalThis rather than in a module variable.
const cache = globalThis as typeof globalThis & { __remapperDbHandle?: DbHandle };

function getHandle(): DbHandle {
  if (!cache.__remapperDbHandle) {
    const { DATABASE_URL, DATABASE_POOL_MAX, PGLITE_DIR } = config().env;
    cache.__remapperDbHandle = createDb({ databaseUrl: DATABASE_URL, poolSize: DATABASE_POOL_MAX, pgliteDir: PGLITE_DIR });
  }
  return cache.__remapperDbHandle;
}

/** The process's database: PostgreSQL with DATABASE_URL, else PGlite (DESIGN.md "Commerce"). */
export function getDb(): Database {
  return getHandle().db;
}

export function getDbInfo(): Pick<DbHandle, 'driver' | 'location'> {
  const { driver, location } = getHandle();
  return { driver, location };
}

/**
 * Makes `handle` the process's database without opening one from the environment; tests use it
 * to point route handlers at a throwaway database. `undefined` forgets it without closing it.
 */
export function setDb(handle: DbHandle | undefined): void {
  cache.__remapperDbHandle = handle;
}

/** Closes the process's database so scripts can exit and tests can start afresh. */
export async function closeDb(): Promise<void> {
  const handle = cache.__remapperDbHandle;
  cache.__remapperDbHandle = undefined;
  await handle?.close();
}

export interface DbPing {
  ok: boolean;
  driver: DbDriver;
  latencyMs: number;
}

/** A round trip to the database for the health route; never throws. */
export async function pingDb(): Promise<DbPing> {
  const started = performance.now();
  let driver: DbDriver = 'pglite';
  let ok = true;
  try {
    // The driver the environment asks for, even when the database cannot be opened.
    driver = config().env.DATABASE_URL ? 'postgres' : 'pglite';
    const handle = getHandle();
    driver = handle.driver;
    await handle.db.execute(sql`select 1`);
  } catch {
    ok = false;
  }
  return { ok, driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}
