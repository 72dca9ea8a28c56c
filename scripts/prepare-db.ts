// `npm run db:migrate`, and the first step of `npm start` (DESIGN.md "Running it"): bring the
// configured database (DATABASE_URL, else the PGlite folder) to the latest schema and load demo data.
import { closeDb, getDb, getDbInfo } from '../lib/db/client';
import { migrateDatabase } from '../lib/db/migrate';
import { seedDemoData } from '../lib/db/seed';

async function main(): Promise<void> {
  const db = getDb();
  const { driver, location } = getDbInfo();
  await migrateDatabase(db);
  const { inserted } = await seedDemoData(db);
  console.log(
    `Database ready (${driver}, ${location}): migrations applied; demo data added ` +
      `${inserted.currencies} currencies, ${inserted.countries} countries, ${inserted.prices} prices, ` +
      `${inserted.coupons} coupons, ${inserted.taobaoCodes} Taobao codes.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error('Preparing the database failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
