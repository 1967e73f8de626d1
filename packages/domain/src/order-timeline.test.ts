import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const at = (n: number) => `2026-11-0${n}T10:00:00.000Z`;

describe('the shopper’s order timeline', () => {
  it('cash on delivery, delivered: placed, confirmed, packed, shipped, delivered, each with its time', () => {
    const events = ['confirmed', 'packed', 'shipped', 'delivered', 'cash_received'].map((kind, i) => ({
      kind,
      at: at(i + 2),
      amount: null,
    }));
    expect(
      orderTimeline({ paymentType: 'COD', shippingMethod: 'Delivery', placedAt: at(1), cancelled: false, events }),
    ).toEqual([
      { step: 'placed', at: at(1), amount: null },
      { step: 'confirmed', at: at(2), amount: null },
      { step: 'packed', at: at(3), amount: null },
      { step: 'shipped', at: at(4), amount: null },
      { step: 'delivered', at: at(5), amount: null },
    ]);
  });

  it('a card pickup order just paid: the steps to come have no time', () => {
    const events = [{ kind: 'paid', at: at(2), amount: null }];
    expect(
      orderTimeline({
        paymentType: 'Credit / Debit Card',
        shippingMethod: 'Pick up from Store',
        placedAt: at(1),
        cancelled: false,
        events,
      }).map((e) => [e.step, e.at]),
    ).toEqual([
      ['placed', at(1)],
      ['paid', at(2)],
      ['packed', null],
      ['ready_for_pickup', null],
      ['collected', null],
    ]);
  });

  it('cancelled after payment and refunded twice: the steps reached, cancelled, then each refund with its amount', () => {
    const events = [
      { kind: 'paid', at: at(2), amount: null },
      { kind: 'cancelled', at: at(3), amount: null },
      { kind: 'refund_failed', at: at(4), amount: 1000 },
      { kind: 'refunded', at: at(5), amount: 1000 },
      { kind: 'refunded', at: at(6), amount: 2500 },
    ];
    expect(
      orderTimeline({
        paymentType: 'Credit / Debit Card',
        shippingMethod: 'Delivery',
        placedAt: at(1),
        cancelled: true,
        events,
      }),
    ).toEqual([
      { step: 'placed', at: at(1), amount: null },
      { step: 'paid', at: at(2), amount: null },
      { step: 'cancelled', at: at(3), amount: null },
      { step: 'refunded', at: at(5), amount: 1000 },
      { step: 'refunded', at: at(6), amount: 2500 },
    ]);
  });
});
