import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` only reads the schema. The credentials serve `drizzle-kit studio` and
// friends, and follow lib/db/client.ts: PostgreSQL with DATABASE_URL, else the embedded PGlite
// folder (DESIGN.md "Commerce": the embedded default needs no server).
const shared = {
  schema: './lib/db/schema',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
} as const;

const databaseUrl = process.env.DATABASE_URL;

export default databaseUrl
  ? defineConfig({ ...shared, dialect: 'postgresql', dbCredentials: { url: databaseUrl } })
  : defineConfig({
      ...shared,
      dialect: 'postgresql',
      driver: 'pglite',
      dbCredentials: { url: process.env.PGLITE_DIR ?? '.data/pglite' },
    });
