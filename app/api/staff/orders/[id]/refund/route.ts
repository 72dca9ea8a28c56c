import { route } from '@/lib/http/route';
import { staffInvalid } from '@/lib/http/staff';
import { orderRefundAnswer } from '@/lib/http/staff-orders';
import { refundOrderByStaff } from '@/lib/staff/orders';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffEmptySchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/staff/orders/{id}/refund (issue 20): a full refund of a paid order, as `npm run order:refund` does it,
 * once per order; a fake-provider order is refunded at once, a Stripe order when Stripe's webhook confirms it.
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/orders/[id]/refund',
    { sameOrigin: true, body: 'json', session: 'staff' },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffEmptySchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale);
      const orderId = idParamSchema.safeParse(id);
      const outcome = orderId.success ? await refundOrderByStaff(db, staffActorOf(signedIn), orderId.data) : { kind: 'notFound' as const };
      return orderRefundAnswer(outcome, locale);
    },
  )(request);
}
