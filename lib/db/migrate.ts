import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

// Read from disk at run time, so it must resolve the same from scripts, tests and `next start`,
// all of which run from the repository root.
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

// Any constant shared by every instance; it names the advisory lock below.
const MIGRATION_LOCK_KEY = 7_240_517_301;

// Drizzle's migrator reads the last applied migration before its transaction, so two overlapping
// runs on one client would both apply it. Runs in this process queue per client.
const runsByClient = new WeakMap<object, Promise<void>>();

/** Applies the pending SQL migrations of lib/db/migrations; applied ones are skipped. */
export function migrateDatabase(db: Database): Promise<void> {
  const previous = runsByClient.get(db.$client) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => applyMigrations(db));
  runsByClient.set(db.$client, run);
  return run;
}

async function applyMigrations(db: Database): Promise<void> {
  const client = db.$client;
  if (client instanceof PGlite) {
    // One process owns a PGlite folder, so nothing else can migrate it concurrently.
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // DESIGN.md "Running it": N instances may start at once on one PostgreSQL. Drizzle's migrator
  // takes no lock, so serialise on one connection holding a session advisory lock.
  const connection = await client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: connection }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
