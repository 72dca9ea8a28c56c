// `npm run order:refund -- <order id>`: gives a paid order's money back and revokes its plan
// (lib/commerce/staff-refund.ts). A fake-provider order is refunded at once; a Stripe order is refunded at
// Stripe, and Stripe's charge.refunded webhook finishes it. On the embedded PGlite database, stop the app
// first: one process at a time may open its folder.
import './lib/load-env';
import { refundByStaff } from '@/lib/commerce/staff-refund';
import { closeDb, getDb, getDbInfo } from '@/lib/db/client';

async function main(): Promise<void> {
  const argument = process.argv[2] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(argument)) {
    console.error('Usage: npm run order:refund -- <order id>');
    process.exitCode = 2;
    return;
  }
  const orderId = Number(argument);
  const { driver, location } = getDbInfo();
  const outcome = await refundByStaff(getDb(), orderId);
  switch (outcome.kind) {
    case 'refunded':
      console.log(
        `Order ${orderId} refunded; membership ${outcome.outcome.revokedMembershipId ?? '(none active)'} revoked (${driver}, ${location}).`,
      );
      return;
    case 'requested':
      console.log(`Stripe refund ${outcome.refundId} requested for order ${orderId}: its charge.refunded webhook finishes the refund.`);
      return;
    case 'notFound':
      console.error(`There is no order ${orderId} (${driver}, ${location}).`);
      break;
    case 'notPaid':
      console.error(`Order ${orderId} is ${outcome.status}: only a paid order can be refunded.`);
      break;
    case 'noPayment':
      console.error(`Order ${orderId} has no Stripe PaymentIntent on record: refund it from the Stripe Dashboard.`);
      break;
    case 'failed':
      console.error(`Order ${orderId} could not be refunded: ${outcome.outcome.kind}.`);
      break;
  }
  process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error('Refunding the order failed:', error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
