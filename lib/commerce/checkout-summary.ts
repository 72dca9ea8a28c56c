import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { currencies } from '@/lib/db/schema';
import type { CurrencyDetails } from './currency';
import { type Order, ownOrderFor } from './orders';
import type { PlanChoice } from './plans';
import { formatAmount } from './price-display';
import { type TierKey, tierOf } from './tiers';

// What a buyer sees of an order around checkout: /accept-fake-payment before paying and
// /account/payment/thank-you after. Amounts are formatted here, on the server, as the quote is.

export interface CheckoutSummary {
  orderId: number;
  status: Order['status'];
  plan: PlanChoice;
  tier: TierKey;
  buyerEmail: string;
  /** The recipient's address when the order is a gift, else null. */
  giftRecipientEmail: string | null;
  paymentMethod: string;
  autoRenew: boolean;
  reverseCharge: boolean;
  vatNumber: string | null;
  formatted: { subtotal: string; discount: string | null; vat: string; total: string };
  paidAt: Date | null;
}

async function currencyOf(db: DatabaseOrTransaction, code: string): Promise<CurrencyDetails> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  // An order's currency always has a row (a foreign key); the code alone is a readable fallback.
  if (!row) return { abbreviation: code, sign: `${code} `, sign_before_value: true, minorUnit: 2 };
  return { abbreviation: row.code, sign: row.sign, sign_before_value: row.signBeforeValue, minorUnit: row.minorUnit };
}

/**
 * The summary of an order `userId` bought, or null for any other id (-> 404). Only the buyer's: these pages
 * are the buyer's checkout, and /accept-fake-payment offers to settle the order (a reseller reads its
 * customers' orders on /account/orders/{id}).
 */
export async function checkoutSummary(db: DatabaseOrTransaction, userId: number, orderId: number): Promise<CheckoutSummary | null> {
  const order = await ownOrderFor(db, userId, orderId);
  if (!order) return null;
  const currency = await currencyOf(db, order.currencyCode);
  return {
    orderId: order.id,
    status: order.status,
    plan: order.plan,
    tier: tierOf(order.plan),
    buyerEmail: order.buyerEmail,
    giftRecipientEmail: order.giftRecipientEmail,
    paymentMethod: order.paymentMethod,
    autoRenew: order.autoRenew,
    reverseCharge: order.reverseCharge,
    vatNumber: order.vatNumber,
    formatted: {
      subtotal: formatAmount(order.subtotal, currency),
      discount: order.discount > 0 ? formatAmount(-order.discount, currency) : null,
      vat: formatAmount(order.vat, currency),
      total: formatAmount(order.total, currency),
    },
    paidAt: order.paidAt,
  };
}
