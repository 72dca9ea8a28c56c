import type { OrderStatus } from '@/lib/db/schema';

// The order state machine: a pending order is paid, fails or is cancelled; a paid one may be refunded.
// Nothing else moves, and nothing leaves failed, cancelled or refunded.
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}
