import { describe, expect, it } from 'vitest';
import { type RefundState, lineRefundAmount, orderRefundOf, planRefund, refundableRemaining } from './order-refunds';

// Two lines: 2 × 4.500 with 0.900 of discount, 1 × 12.500 with none; VAT 5%; shipping 2.000.
const state: RefundState = {
  paid: 9_000 - 900 + 12_500 + Math.round((20_600 * 5) / 100) + 2_000,
  refunded: 0,
  lines: [
    { id: 1, qty: 2, amount: 9_000, discount: 900, refundedQty: 0 },
    { id: 2, qty: 1, amount: 12_500, discount: 0, refundedQty: 0 },
  ],
};

describe('refund amounts', () => {
  it('refunds a line at what was paid for it: net of its discount share, plus VAT', () => {
    expect(lineRefundAmount(state.lines[0]!, 1)).toBe(4_050 + 203);
    expect(lineRefundAmount(state.lines[0]!, 2)).toBe(8_100 + 405);
    expect(lineRefundAmount(state.lines[1]!, 1)).toBe(12_500 + 625);
  });

  it('a full refund is whatever is left, shipping included, over every line not yet refunded', () => {
    expect(state.paid).toBe(23_630);
    expect(planRefund(state, { kind: 'full' })).toEqual({
      ok: true,
      refund: {
        amount: 23_630,
        lines: [
          { id: 1, qty: 2 },
          { id: 2, qty: 1 },
        ],
      },
    });
    const after = { ...state, refunded: 4_253, lines: [{ ...state.lines[0]!, refundedQty: 1 }, state.lines[1]!] };
    expect(planRefund(after, { kind: 'full' })).toEqual({
      ok: true,
      refund: {
        amount: 19_377,
        lines: [
          { id: 1, qty: 1 },
          { id: 2, qty: 1 },
        ],
      },
    });
  });

  it('refunds chosen lines and quantities', () => {
    expect(planRefund(state, { kind: 'lines', lines: [{ id: 1, qty: 1 }] })).toEqual({
      ok: true,
      refund: { amount: 4_253, lines: [{ id: 1, qty: 1 }] },
    });
    expect(
      planRefund(state, {
        kind: 'lines',
        lines: [
          { id: 1, qty: 2 },
          { id: 2, qty: 1 },
        ],
      }),
    ).toEqual({
      ok: true,
      refund: {
        amount: 8_505 + 13_125,
        lines: [
          { id: 1, qty: 2 },
          { id: 2, qty: 1 },
        ],
      },
    });
  });

  it('never goes past what was paid less what was refunded', () => {
    expect(refundableRemaining({ paid: 1_000, refunded: 1_200 })).toBe(0);
    expect(planRefund({ ...state, refunded: state.paid }, { kind: 'full' })).toEqual({
      ok: false,
      message: 'Nothing is left to refund on this order.',
    });
    expect(planRefund({ ...state, refunded: 20_000 }, { kind: 'lines', lines: [{ id: 2, qty: 1 }] })).toEqual({
      ok: false,
      message: 'Those lines come to OMR 13.125; only OMR 3.630 is left to refund.',
    });
  });

  it('refuses unknown lines, repeated lines and more units than are left', () => {
    expect(planRefund(state, { kind: 'lines', lines: [{ id: 9, qty: 1 }] })).toEqual({
      ok: false,
      message: 'Line 9 is not on this order.',
    });
    expect(
      planRefund(state, {
        kind: 'lines',
        lines: [
          { id: 1, qty: 1 },
          { id: 1, qty: 1 },
        ],
      }),
    ).toEqual({ ok: false, message: 'Line 1 is listed twice.' });
    const partly = { ...state, lines: [{ ...state.lines[0]!, refundedQty: 1 }, state.lines[1]!] };
    expect(planRefund(partly, { kind: 'lines', lines: [{ id: 1, qty: 2 }] })).toEqual({
      ok: false,
      message: 'Line 1 has 1 unit left to refund, not 2.',
    });
  });
});

describe('an order’s refund as the lifecycle and the order list read it', () => {
  const order = { grand_total: 23_630, refunded_amount: 0, refund_status: null };

  it('is none, partial below the total, full at the total (reserved by a pending refund included) or once marked refunded', () => {
    expect(orderRefundOf(order)).toBe('none');
    expect(orderRefundOf({ ...order, refunded_amount: 1 })).toBe('partial');
    expect(orderRefundOf({ ...order, refunded_amount: 23_629 })).toBe('partial');
    expect(orderRefundOf({ ...order, refunded_amount: 23_630 })).toBe('full');
    expect(orderRefundOf({ ...order, refunded_amount: 20_000, refund_status: 'Refunded' })).toBe('full');
    expect(orderRefundOf({ ...order, refund_status: 'Due' })).toBe('none');
  });

  it('never calls an order of nothing refunded in full', () => {
    expect(orderRefundOf({ grand_total: 0, refunded_amount: 0, refund_status: null })).toBe('none');
  });
});
