// `npm run db:seed-demo`: the demo codes (coupons such as ONCE50, Taobao codes such as TAOBAO-DEMO-LT1) on
// demand. The local profile seeds them on its own; a test shop (PAYMENTS=fake) gets them only this way; a
// production shop that takes real money never: ONCE50 is half off and TAOBAO-DEMO-LT1 is lifetime access.
import './lib/load-env';
import { config } from '@/lib/config';
import { closeDb, getDb, getDbInfo } from '@/lib/db/client';
import { seedDemoCodes } from '@/lib/db/seed';

async function main(): Promise<void> {
  const { profile, testShop } = config();
  if (profile === 'production' && !testShop) {
    console.error(
      'Refused: this is a production shop that takes real payments. Demo codes go only into the local profile or a test shop (PAYMENTS=fake).',
    );
    process.exitCode = 1;
    return;
  }
  const { coupons, taobaoCodes } = await seedDemoCodes(getDb());
  console.log(`Demo codes added to ${getDbInfo().location}: ${coupons} coupons, ${taobaoCodes} Taobao codes.`);
}

main()
  .catch((error: unknown) => {
    console.error('Seeding the demo codes failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
