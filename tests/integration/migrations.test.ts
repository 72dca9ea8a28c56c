import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@/lib/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/lib/db/migrate';
import { countryCurrencies, currencies, prices } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/db/seed';
import { createTestDatabase, type TestDatabase, testDatabaseUrl, testDriver } from './test-db';

const opened: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((testDb) => testDb.teardown()));
});

async function freshDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase({ prepare: false });
  opened.push(testDb);
  return testDb;
}

const journalEntries = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? -1;
}

// Tables, columns and constraints of the public schema: what a repeated migration must not touch.
async function schemaFingerprint(db: Database): Promise<string[]> {
  const result = await db.execute<{ item: string }>(sql`
    select table_name || '.' || column_name || ':' || data_type as item
      from information_schema.columns where table_schema = 'public'
    union all
    select conrelid::regclass::text || '#' || conname
      from pg_constraint where connamespace = 'public'::regnamespace
    order by 1`);
  return result.rows.map((row) => row.item);
}

async function rowCounts(db: Database) {
  return {
    currencies: await db.$count(currencies),
    countries: await db.$count(countryCurrencies),
    prices: await db.$count(prices),
  };
}

describe(`migrations (${testDriver})`, () => {
  it('applies every journal entry once; migrating again is a no-op', async () => {
    const { db } = await freshDatabase();
    await migrateDatabase(db);
    const fingerprint = await schemaFingerprint(db);
    expect(fingerprint).toContain('prices.amount:integer');
    expect(await appliedMigrations(db)).toBe(journalEntries);

    await migrateDatabase(db);
    expect(await appliedMigrations(db)).toBe(journalEntries);
    expect(await schemaFingerprint(db)).toStrictEqual(fingerprint);
  });

  it('applies migrations once when runs overlap in one process', async () => {
    const { db } = await freshDatabase();
    await Promise.all([migrateDatabase(db), migrateDatabase(db), migrateDatabase(db)]);
    expect(await appliedMigrations(db)).toBe(journalEntries);
  });

  it.skipIf(!testDatabaseUrl)('applies migrations once when instances start together', async () => {
    const { db, url } = await freshDatabase();
    // Separate pools, as separate app instances would have (DESIGN.md "Running it").
    const instances = [1, 2, 3].map(() => createDb({ databaseUrl: url }));
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance.db)));
      expect(await appliedMigrations(db)).toBe(journalEntries);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe(`demo data (${testDriver})`, () => {
  it('seeding twice adds nothing the second time', async () => {
    const { db } = await freshDatabase();
    await migrateDatabase(db);

    const first = await seedDemoData(db);
    expect(first.inserted).toStrictEqual({ currencies: 6, countries: 25, prices: 54, coupons: 5, taobaoCodes: 4 });
    const afterFirst = await rowCounts(db);
    expect(afterFirst).toStrictEqual({ currencies: 6, countries: 25, prices: 54 });

    const second = await seedDemoData(db);
    expect(second.inserted).toStrictEqual({ currencies: 0, countries: 0, prices: 0, coupons: 0, taobaoCodes: 0 });
    expect(await rowCounts(db)).toStrictEqual(afterFirst);
  });

  it('never overwrites a price edited after seeding', async () => {
    const { db } = await freshDatabase();
    await migrateDatabase(db);
    await seedDemoData(db);
    await db.update(prices).set({ amount: 1234, amountOld: null }).where(sql`${prices.currencyCode} = 'USD'`);
    await seedDemoData(db);
    const amounts = await db
      .selectDistinct({ amount: prices.amount })
      .from(prices)
      .where(sql`${prices.currencyCode} = 'USD'`);
    expect(amounts).toStrictEqual([{ amount: 1234 }]);
  });
});
