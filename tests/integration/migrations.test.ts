import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const journalEntries = journal.entries.length;

/** Applies the journal's migrations up to and including `lastTag` only: the database as an older release left it. */
async function migrateUpTo(db: Database, lastTag: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  try {
    const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    const client = db.$client;
    if (client instanceof PGlite) await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    else await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
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

describe(`0013 program token expiry (${testDriver})`, () => {
  it('gives the tokens issued before it 30 days from the migration, so no program is signed out by the release itself', async () => {
    const { db } = await freshDatabase();
    await migrateUpTo(db, '0012_upgrade_credit');
    await db.execute(sql`insert into users (email, password_hash) values ('program@example.com', 'x')`);
    await db.execute(sql`
      insert into app_tokens (user_id, token_hash, device_name, created_at, last_used_at)
        select id, repeat('a', 64), 'Old PC', '2024-01-01', '2024-02-01' from users where email = 'program@example.com'`);
    const before = Date.now();
    await migrateDatabase(db);
    const result = await db.execute<{ expires_at: string | Date }>(sql`select expires_at from app_tokens`);
    const expiresAt = new Date(result.rows[0]!.expires_at).getTime();
    const month = 30 * 24 * 60 * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + month - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + month + 60_000);
  });
});

describe(`0011 licence activation (${testDriver})`, () => {
  it("gives the licence PCs made before it their licence's owner and count, a device id and slots in order", async () => {
    const { db } = await freshDatabase();
    await migrateUpTo(db, '0010_license_upgrades');
    await db.execute(sql`insert into users (email, password_hash) values ('legacy@example.com', 'x')`);
    await db.execute(sql`
      insert into licenses (user_id, serial_number, instances_num)
        select id, 'RM5-LEGACY01', 2 from users where email = 'legacy@example.com'`);
    // Three active PCs on a 2-PC licence (the old system did not hold the count), and one revoked.
    await db.execute(sql`
      insert into license_instances (license_id, device_name, version, status, created_at, ended_at)
        select l.id, pc.name, '5.2.2', pc.status::instance_status, pc.created_at::timestamptz, pc.ended_at::timestamptz
          from licenses l,
               (values ('Second', 'active', '2020-02-01', null), ('First', 'active', '2020-01-01', null),
                       ('Third', 'active', '2020-03-01', null), ('Gone', 'revoked', '2019-01-01', '2019-06-01')) as pc(name, status, created_at, ended_at)`);
    await migrateDatabase(db);
    const result = await db.execute<{
      device_name: string;
      status: string;
      slot: number;
      instances_num: number;
      owned: boolean;
      device_id: string;
    }>(sql`
      select pc.device_name, pc.status, pc.slot, pc.instances_num, pc.user_id = l.user_id as owned, pc.device_id
        from license_instances pc join licenses l on l.id = pc.license_id order by pc.created_at`);
    expect(
      result.rows.map(({ device_name, status, slot, instances_num, owned }) => [device_name, status, slot, instances_num, owned]),
    ).toStrictEqual([
      ['Gone', 'revoked', 1, 2, true],
      ['First', 'active', 1, 2, true],
      ['Second', 'active', 2, 2, true],
      ['Third', 'deactivated', 1, 2, true],
    ]);
    expect(new Set(result.rows.map((row) => row.device_id)).size).toBe(4);
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
    await db
      .update(prices)
      .set({ amount: 1234, amountOld: null })
      .where(sql`${prices.currencyCode} = 'USD'`);
    await seedDemoData(db);
    const amounts = await db
      .selectDistinct({ amount: prices.amount })
      .from(prices)
      .where(sql`${prices.currencyCode} = 'USD'`);
    expect(amounts).toStrictEqual([{ amount: 1234 }]);
  });
});
