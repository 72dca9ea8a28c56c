import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Database, type DbDriver, type DbHandle, PGLITE_MEMORY, setDb } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedDemoData } from '@/lib/db/seed';
import { waitForConnectionsToClose, withAdminClient } from '@/tests/support/postgres-admin';

// DESIGN.md "Commerce": the tests run against both drivers. By default a PGlite database in
// memory; with TEST_DATABASE_URL (a server the tests may create databases on) a fresh
// PostgreSQL database per call, dropped again on teardown.
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDriver: DbDriver = testDatabaseUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  handle: DbHandle;
  /** The fresh database's connection string (PostgreSQL only). */
  url?: string;
  teardown: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** Migrate and seed with the demo data (default true). */
  prepare?: boolean;
}

export async function createTestDatabase({ prepare = true }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // Migrated and seeded once per run by tests/support/database-template.ts; copied here in a fraction of the time.
  // Without it (a file run outside vitest.config.ts's global setup) the database is migrated and seeded here.
  const injected = prepare ? inject('databaseTemplate') : undefined;
  const template = injected?.driver === testDriver ? injected : undefined;
  const server = testDatabaseUrl
    ? await createServerDatabase(testDatabaseUrl, template?.driver === 'postgres' ? template.name : undefined)
    : undefined;
  const startFrom = await pgliteStart(template?.driver === 'pglite' ? template.file : inject('emptyPgliteFile'));
  const handle = createDb(server ? { databaseUrl: server.url } : { pgliteDir: PGLITE_MEMORY, pgliteStartFrom: startFrom });
  const teardown = async () => {
    await handle.close();
    await server?.drop();
  };
  try {
    if (prepare && !template) {
      await migrateDatabase(handle.db);
      await seedDemoData(handle.db);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return { db: handle.db, handle, url: server?.url, teardown };
}

/** The dump a PGlite database starts from, when the run's global setup made one. */
async function pgliteStart(file: string | undefined): Promise<Blob | undefined> {
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A PGlite database with no tables (what initdb leaves), for tests of what happens before migrations or when the
 * database is gone; started from the run's empty dump, so without initdb's seconds.
 */
export async function emptyPgliteDatabase(): Promise<DbHandle> {
  return createDb({ pgliteDir: PGLITE_MEMORY, pgliteStartFrom: await pgliteStart(inject('emptyPgliteFile')) });
}

/** A PGlite database that is already closed: every query on it fails, as with a database that went away. */
export async function closedDatabase(): Promise<DbHandle> {
  const handle = await emptyPgliteDatabase();
  await handle.close();
  return handle;
}

async function createServerDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Only [a-z0-9_], so the names are safe to splice into CREATE/DROP DATABASE.
  const name = `remapper_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await waitForConnectionsToClose(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * A fresh test database for this file's tests: made before them and dropped after them. Read its fields inside
 * tests and hooks: they exist once the database does.
 */
export function withTestDatabase(
  options: TestDatabaseOptions = {},
  hooks: { opened?: (testDb: TestDatabase) => void; closing?: () => void } = {},
): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(options);
    hooks.opened?.(current);
  });
  afterAll(async () => {
    hooks.closing?.();
    await current?.teardown();
  });
  const ready = (): TestDatabase => {
    if (!current) throw new Error('The test database is made in beforeAll: use it inside a test or a hook');
    return current;
  };
  return {
    get db() {
      return ready().db;
    },
    get handle() {
      return ready().handle;
    },
    get url() {
      return ready().url;
    },
    teardown: () => ready().teardown(),
  };
}

/** withTestDatabase, made the app's database (getDb()) for the file's tests. */
export function withAppTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  return withTestDatabase(options, { opened: (testDb) => setDb(testDb.handle), closing: () => setDb(undefined) });
}
