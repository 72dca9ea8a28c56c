import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle, PGLITE_MEMORY } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedDemoData } from '@/lib/db/seed';
import { waitForConnectionsToClose, withAdminClient } from './postgres-admin';

/**
 * Vitest's global setup: the database every test file starts from, migrated and seeded once per run instead of
 * once per file (issue 22). With TEST_DATABASE_URL a PostgreSQL database the files copy (`CREATE DATABASE ...
 * TEMPLATE`); without, a PGlite dump the files load. tests/integration/test-db.ts reads it with inject().
 */
export type DatabaseTemplate = { driver: 'postgres'; name: string } | { driver: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
    /** A PGlite database as initdb leaves it (no tables): starting from it skips initdb's seconds. */
    emptyPgliteFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'remapper-test-template-'));
  const dropTemplate = await provideTemplate(project, folder);
  const emptyFile = path.join(folder, 'empty.tar');
  const empty = createDb({ pgliteDir: PGLITE_MEMORY });
  try {
    await dump(empty, emptyFile);
  } finally {
    await empty.close();
  }
  project.provide('emptyPgliteFile', emptyFile);
  return async () => {
    await dropTemplate();
    await rm(folder, { recursive: true, force: true });
  };
}

async function provideTemplate(project: TestProject, folder: string): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (adminUrl) {
    // Only [a-z0-9_], so the name is safe to splice into CREATE/DROP DATABASE.
    const name = `remapper_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = createDb({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await prepare(handle.db);
    } finally {
      await handle.close();
    }
    // PostgreSQL copies a template only while no one is connected to it.
    await withAdminClient(adminUrl, (client) => waitForConnectionsToClose(client, name));
    project.provide('databaseTemplate', { driver: 'postgres', name });
    return () => withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  const file = path.join(folder, 'pglite.tar');
  const handle = createDb({ pgliteDir: PGLITE_MEMORY });
  try {
    await prepare(handle.db);
    await dump(handle, file);
  } finally {
    await handle.close();
  }
  project.provide('databaseTemplate', { driver: 'pglite', file });
  return async () => {};
}

async function dump(handle: DbHandle, file: string): Promise<void> {
  const client = handle.db.$client as PGlite;
  // Dumping a database that has not finished starting ends the process, without a word.
  await client.waitReady;
  const data = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await data.arrayBuffer()));
}

async function prepare(db: Parameters<typeof migrateDatabase>[0]): Promise<void> {
  await migrateDatabase(db);
  await seedDemoData(db);
}
