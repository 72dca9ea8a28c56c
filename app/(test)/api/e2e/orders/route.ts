import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { accountIdByEmail } from '@/lib/auth/account-flags';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

// The checkout page is its own piece of work: until it can buy, the end-to-end tests of the payment history
// and invoices get their orders here, made and paid by the same lib/commerce functions checkout and the fake
// provider's /accept-fake-payment call.
const seedOrderSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  plan: z
    .object({ kind: z.enum(['subscription', 'lifetime']), periodMonths: z.number().int(), pcNum: z.number().int() })
    .default({ kind: 'subscription', periodMonths: 12, pcNum: 2 }),
  country: z.string().length(2).optional(),
  giftRecipientEmail: z.email().optional(),
  paid: z.boolean().default(true),
  // spec 1: auto-renewal needs card or PayPal (still paid through the fake provider) and a country not China.
  paymentMethod: z.enum(['fake', 'card', 'paypal', 'alipay']).default('fake'),
  autoRenew: z.boolean().default(false),
  // A business in another EU country with a valid VAT number: the order is reverse-charged (no VAT).
  reverseChargeVatNumber: z.string().min(1).optional(),
  // The profile's billing fields, set before paying, so the invoice names its buyer.
  billing: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      address: z.string(),
      city: z.string(),
      zip: z.string(),
      country: z.string().length(2),
    })
    .optional(),
});

/**
 * POST /api/e2e/orders `{ email, plan?, country?, giftRecipientEmail?, paid?, billing?, paymentMethod?, autoRenew?, reverseChargeVatNumber? }`
 * -> `{ order_id, status, invoice_number }`: an order of an existing account, paid through the fake provider unless `paid`
 * is false. Exists only for the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/orders', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = seedOrderSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const { email, plan, country, giftRecipientEmail, paid, billing, paymentMethod, autoRenew, reverseChargeVatNumber } = parsed.data;
  const buyerId = await accountIdByEmail(db, email, billing);
  if (buyerId === null) return Response.json({ message: 'No such account' }, { status: 404, headers: NO_STORE });

  const created = await createOrder(db, {
    buyerUserId: buyerId,
    idempotencyKey: randomUUID(),
    plan,
    country,
    giftRecipientEmail,
    paymentMethod,
    provider: 'fake',
    autoRenew,
    ...(reverseChargeVatNumber
      ? { vat: { rateBasisPoints: 0, inclusive: false, reverseCharge: true, vatNumber: reverseChargeVatNumber } }
      : {}),
  });
  if (created.kind !== 'created') return Response.json({ message: `Not created: ${created.kind}` }, { status: 409, headers: NO_STORE });
  const { order } = created;
  if (!paid) return Response.json({ order_id: order.id, status: order.status, invoice_number: null }, { headers: NO_STORE });

  const payment = await markOrderPaid(db, { orderId: order.id, provider: 'fake', amount: order.total, currency: order.currencyCode });
  if (payment.kind !== 'paid') return Response.json({ message: `Not paid: ${payment.kind}` }, { status: 409, headers: NO_STORE });
  return Response.json({ order_id: order.id, status: payment.order.status, invoice_number: payment.invoiceNumber }, { headers: NO_STORE });
});
