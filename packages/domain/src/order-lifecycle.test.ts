import { describe, expect, it } from 'vitest';
import {
  type LifecycleOrder,
  ORDER_STAGES,
  ORDER_STEPS,
  availableSteps,
  decideStep,
  legacyStatusOf,
} from './order-lifecycle';
import type { OrderRefund } from './order-refunds';
import { PAYMENT_TYPES } from './payment-types';
import type { ShippingMethod } from './shipping';

const METHODS: ShippingMethod[] = ['Delivery', 'Pick up from Store'];
const REFUNDS: OrderRefund[] = ['none', 'partial', 'full'];
const open = ['placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup'];

/**
 * The allowed moves written out by hand, independently of the table: key
 * `payment|method|paid|refund|stage|step` → the stage it leads to. Everything else is refused.
 * An order refunded in full may only be cancelled; a partial refund changes nothing.
 */
function expectedMoves(): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [key, to] of fulfilmentMoves()) {
    const [payment, method, paid, stage, step] = key.split('|');
    for (const refund of REFUNDS)
      if (refund !== 'full' || step === 'cancel')
        moves.set(`${payment}|${method}|${paid}|${refund}|${stage}|${step}`, to);
  }
  return moves;
}

/** The moves of an order nothing was refunded on, key `payment|method|paid|stage|step`. */
function fulfilmentMoves(): Map<string, string> {
  const moves = new Map<string, string>();
  const add = (payment: string, method: ShippingMethod, paid: boolean, stage: string, step: string, to: string) =>
    moves.set(`${payment}|${method}|${paid}|${stage}|${step}`, to);
  for (const paid of [false, true]) {
    for (const method of METHODS) {
      for (const stage of open) {
        add('COD', method, paid, stage, 'cancel', 'cancelled');
        add('Credit / Debit Card', method, paid, stage, 'cancel', 'cancelled');
      }
      add('COD', method, paid, 'placed', 'confirm', 'confirmed');
      add('COD', method, paid, 'confirmed', 'pack', 'packed');
    }
    add('COD', 'Delivery', paid, 'packed', 'ship', 'shipped');
    add('COD', 'Delivery', paid, 'shipped', 'deliver', 'delivered');
    add('COD', 'Pick up from Store', paid, 'packed', 'ready', 'ready_for_pickup');
    add('COD', 'Pick up from Store', paid, 'ready_for_pickup', 'collect', 'collected');
  }
  for (const method of METHODS) add('Credit / Debit Card', method, true, 'placed', 'pack', 'packed');
  add('Credit / Debit Card', 'Delivery', true, 'packed', 'ship', 'shipped');
  add('Credit / Debit Card', 'Delivery', true, 'shipped', 'deliver', 'delivered');
  add('Credit / Debit Card', 'Pick up from Store', true, 'packed', 'ready', 'ready_for_pickup');
  add('Credit / Debit Card', 'Pick up from Store', true, 'ready_for_pickup', 'collect', 'collected');
  return moves;
}

describe('order lifecycle rule table', () => {
  const expected = expectedMoves();
  const cases = PAYMENT_TYPES.flatMap((paymentType) =>
    METHODS.flatMap((shippingMethod) =>
      [false, true].flatMap((paid) =>
        REFUNDS.flatMap((refund) =>
          ORDER_STAGES.flatMap((stage) =>
            ORDER_STEPS.map((step) => ({
              order: { paymentType, shippingMethod, paid, refund, stage } as LifecycleOrder,
              step,
            })),
          ),
        ),
      ),
    ),
  );

  it('allows exactly the hand-written moves, for every payment type, hand-over, paid flag, refund, stage and step', () => {
    expect(cases).toHaveLength(2 * 2 * 2 * 3 * 8 * 7);
    for (const { order, step } of cases) {
      const key = `${order.paymentType}|${order.shippingMethod}|${order.paid}|${order.refund}|${order.stage}|${step}`;
      const decision = decideStep(order, step);
      const want = expected.get(key);
      expect(decision.ok ? decision.to : null, key).toBe(want ?? null);
      if (!decision.ok) expect(decision.message.length, key).toBeGreaterThan(10);
    }
  });

  it('records the cash as paid only when a COD order is delivered or collected', () => {
    for (const { order, step } of cases) {
      const decision = decideStep(order, step);
      if (!decision.ok) continue;
      const handover = decision.to === 'delivered' || decision.to === 'collected';
      expect(decision.recordsCash, `${order.paymentType} ${step}`).toBe(order.paymentType === 'COD' && handover);
    }
  });

  it('walks a COD delivery and a card pickup from placement to done', () => {
    let cod: LifecycleOrder = {
      stage: 'placed',
      paymentType: 'COD',
      shippingMethod: 'Delivery',
      paid: false,
      refund: 'none',
    };
    const seen: string[][] = [];
    for (const step of ['confirm', 'pack', 'ship', 'deliver'] as const) {
      seen.push(availableSteps(cod));
      const d = decideStep(cod, step);
      if (!d.ok) throw new Error(d.message);
      cod = { ...cod, stage: d.to, paid: cod.paid || d.recordsCash };
    }
    expect(seen).toEqual([
      ['confirm', 'cancel'],
      ['pack', 'cancel'],
      ['ship', 'cancel'],
      ['deliver', 'cancel'],
    ]);
    expect(cod).toMatchObject({ stage: 'delivered', paid: true });
    expect(availableSteps(cod)).toEqual([]);

    const card: LifecycleOrder = {
      stage: 'placed',
      paymentType: 'Credit / Debit Card',
      shippingMethod: 'Pick up from Store',
      paid: true,
      refund: 'none',
    };
    expect(availableSteps(card)).toEqual(['pack', 'cancel']);
    expect(availableSteps({ ...card, stage: 'packed' })).toEqual(['ready', 'cancel']);
    expect(availableSteps({ ...card, stage: 'ready_for_pickup' })).toEqual(['collect', 'cancel']);
  });

  it('explains a refusal in the team’s words', () => {
    const cod: LifecycleOrder = {
      stage: 'placed',
      paymentType: 'COD',
      shippingMethod: 'Delivery',
      paid: false,
      refund: 'none',
    };
    expect(decideStep(cod, 'ship')).toEqual({ ok: false, message: 'The order is placed; it cannot be shipped now.' });
    expect(decideStep({ ...cod, stage: 'confirmed' }, 'confirm')).toEqual({
      ok: false,
      message: 'The order is already confirmed.',
    });
    expect(decideStep({ ...cod, stage: 'delivered' }, 'cancel')).toEqual({
      ok: false,
      message: 'The order is delivered; nothing more can be done with it.',
    });
    expect(decideStep({ ...cod, stage: 'packed' }, 'ready')).toEqual({
      ok: false,
      message: 'This order is delivered; it is not picked up from the store.',
    });
    expect(decideStep({ ...cod, shippingMethod: 'Pick up from Store', stage: 'packed' }, 'ship')).toEqual({
      ok: false,
      message: 'This order is picked up from the store; it is not shipped or delivered.',
    });
    const card = { ...cod, paymentType: 'Credit / Debit Card' as const };
    expect(decideStep(card, 'confirm')).toEqual({
      ok: false,
      message: 'Only cash-on-delivery orders are confirmed by phone.',
    });
    expect(decideStep(card, 'pack')).toEqual({
      ok: false,
      message: 'A card order is fulfilled only once its payment is received.',
    });
    expect(decideStep(card, 'cancel')).toEqual({ ok: true, to: 'cancelled', recordsCash: false });
  });

  it('a card order refunded in full is offered only cancelling, at every open stage; a partial refund leaves fulfilment as it was', () => {
    const card: LifecycleOrder = {
      stage: 'placed',
      paymentType: 'Credit / Debit Card',
      shippingMethod: 'Delivery',
      paid: true,
      refund: 'full',
    };
    for (const stage of ['placed', 'packed', 'shipped'] as const)
      expect(availableSteps({ ...card, stage }), stage).toEqual(['cancel']);
    expect(decideStep(card, 'pack')).toEqual({
      ok: false,
      message: 'The payment was refunded in full; the order is not fulfilled.',
    });
    expect(decideStep({ ...card, stage: 'packed' }, 'ship')).toEqual({
      ok: false,
      message: 'The payment was refunded in full; the order is not fulfilled.',
    });
    expect(decideStep({ ...card, stage: 'delivered' }, 'cancel')).toEqual({
      ok: false,
      message: 'The order is delivered; nothing more can be done with it.',
    });
    expect(availableSteps({ ...card, refund: 'partial' })).toEqual(['pack', 'cancel']);
    expect(availableSteps({ ...card, refund: 'partial', stage: 'packed' })).toEqual(['ship', 'cancel']);
  });

  it('keeps the old status column: Placed while open, Delivered once handed over, Cancelled', () => {
    expect(ORDER_STAGES.map(legacyStatusOf)).toEqual([
      'Placed',
      'Placed',
      'Placed',
      'Placed',
      'Placed',
      'Delivered',
      'Delivered',
      'Cancelled',
    ]);
  });
});
