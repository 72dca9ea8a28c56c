// `npm run db:migrate`, and the first step of `npm start` (DESIGN.md "Running it"): bring the configured
// database (DATABASE_URL, else the PGlite folder) to the latest schema and load the starting catalogue;
// the demo codes only in the local profile. A production environment with problems stops here, before
// anything is written.
import './lib/load-env';
import { checkConfig } from '@/lib/config/problems';
import { announcePublish, instanceId } from '@/lib/content/publish-fanout';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { closeDb, getDb, getDbInfo } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedCatalogue, seedDemoCodes } from '@/lib/db/seed';
import { demoStaffLines, seedDemoStaff } from '@/lib/staff/demo';

async function main(): Promise<void> {
  const { config, problems } = checkConfig();
  if (!config || problems.length > 0) {
    console.error(`The shop cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const db = getDb();
  const { driver, location } = getDbInfo();
  await migrateDatabase(db);
  const catalogue = await seedCatalogue(db);
  const demo = config.demoData ? await seedDemoCodes(db) : undefined;
  // Issue 16: a currency, a country's currency or a price the catalogue adds (one a new release brings, while the
  // other instances serve) changes what their held price answers say: announced as a price change, which every
  // instance relays to its own /api/revalidate (lib/staff/price-cache.ts). This one starts with none held.
  if (catalogue.currencies + catalogue.countries + catalogue.prices > 0) {
    await announcePublish(db, { id: `catalogue-${Date.now()}`, type: CONTENT_TAGS.prices, instance: instanceId() }).catch(
      (error: unknown) => console.error('The catalogue added prices, but the other instances could not be told:', error),
    );
  }
  console.log(
    `Database ready (${driver}, ${location}): migrations applied; added ${catalogue.currencies} currencies, ` +
      `${catalogue.countries} countries, ${catalogue.prices} prices` +
      (demo ? `, and the demo codes: ${demo.coupons} coupons, ${demo.taobaoCodes} Taobao codes.` : ' (no demo codes: production profile).'),
  );
  // Issue 20: the demo staff account and its TOTP secret, in the local profile only (never a production one,
  // staging with PAYMENTS=fake included).
  if (config.profile === 'local') console.log(demoStaffLines(await seedDemoStaff(db)));
}

main()
  .catch((error: unknown) => {
    console.error('Preparing the database failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
