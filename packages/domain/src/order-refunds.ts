import { VAT_RATE_PERCENT } from './cart-totals';
import { type Baisa, formatAmount } from './money';

/**
 * How much of a card payment may go back, and how much a refund of some lines is. A line's
 * refund is its share of what the shopper paid for it: the line amount less its share of the
 * discount, for the quantity returned, plus its 5% VAT. Shipping goes back only with a full
 * refund. Never more than was paid less what was already refunded (or is being refunded).
 */
export interface RefundableLine {
  id: number;
  qty: number;
  /** Baisa, qty × rate. */
  amount: Baisa;
  /** This line's share of the order's discount, baisa. */
  discount: Baisa;
  /** Units of this line already refunded. */
  refundedQty: number;
}

export interface RefundState {
  /** What the provider took, baisa. */
  paid: Baisa;
  /** Already refunded or being refunded, baisa. */
  refunded: Baisa;
  lines: RefundableLine[];
}

export type RefundRequest = { kind: 'full' } | { kind: 'lines'; lines: { id: number; qty: number }[] };

interface PlannedRefund {
  amount: Baisa;
  lines: { id: number; qty: number }[];
}

export type RefundPlan = { ok: true; refund: PlannedRefund } | { ok: false; message: string };

/** One line's refund for `qty` of its units: net of its discount share, VAT added, rounded to the baisa. */
export function lineRefundAmount(line: Pick<RefundableLine, 'qty' | 'amount' | 'discount'>, qty: number): Baisa {
  const net = Math.round(((line.amount - line.discount) * qty) / line.qty);
  return net + Math.round((net * VAT_RATE_PERCENT) / 100);
}

/** sales_order.refund_status: 'Due' when money was received for a cancelled order and must go back; 'Refunded' once all of it went back. */
export const REFUND_STATUS = { due: 'Due', done: 'Refunded' } as const;

/** How much of an order's payment went back: none, part of it, or all of it (refunded, or reserved by a refund being made). */
export type OrderRefund = 'none' | 'partial' | 'full';

/** The order's refund as the lifecycle and the order list read it, from what sales_order keeps (baisa). */
export function orderRefundOf(order: {
  grand_total: number;
  refunded_amount: number;
  refund_status: string | null;
}): OrderRefund {
  if (
    order.refund_status === REFUND_STATUS.done ||
    (order.refunded_amount > 0 && order.refunded_amount >= order.grand_total)
  )
    return 'full';
  return order.refunded_amount > 0 ? 'partial' : 'none';
}

export function refundableRemaining(state: Pick<RefundState, 'paid' | 'refunded'>): Baisa {
  return Math.max(0, state.paid - state.refunded);
}

/** The refund a request asks for, or why it cannot be made. */
export function planRefund(state: RefundState, request: RefundRequest): RefundPlan {
  const remaining = refundableRemaining(state);
  if (remaining === 0) return { ok: false, message: 'Nothing is left to refund on this order.' };
  if (request.kind === 'full') {
    const lines = state.lines
      .filter((l) => l.qty > l.refundedQty)
      .map((l) => ({ id: l.id, qty: l.qty - l.refundedQty }));
    return { ok: true, refund: { amount: remaining, lines } };
  }
  const seen = new Set<number>();
  let amount = 0;
  for (const pick of request.lines) {
    const line = state.lines.find((l) => l.id === pick.id);
    if (!line) return { ok: false, message: `Line ${pick.id} is not on this order.` };
    if (seen.has(pick.id)) return { ok: false, message: `Line ${pick.id} is listed twice.` };
    seen.add(pick.id);
    const left = line.qty - line.refundedQty;
    if (pick.qty > left)
      return {
        ok: false,
        message: `Line ${pick.id} has ${left} unit${left === 1 ? '' : 's'} left to refund, not ${pick.qty}.`,
      };
    amount += lineRefundAmount(line, pick.qty);
  }
  if (amount > remaining)
    return {
      ok: false,
      message: `Those lines come to OMR ${formatAmount(amount)}; only OMR ${formatAmount(remaining)} is left to refund.`,
    };
  return { ok: true, refund: { amount, lines: request.lines.map(({ id, qty }) => ({ id, qty })) } };
}
