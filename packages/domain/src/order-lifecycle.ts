import type { OrderRefund } from './order-refunds';
import type { PaymentType } from './payment-types';
import type { ShippingMethod } from './shipping';

/**
 * An order's way from placement to done, one table for both payment types and both ways of
 * handing over. Cash on delivery: confirmed by phone (SPEC's confirmation call) → packed →
 * shipped or ready for pickup → delivered or collected, and the hand-over records the cash as
 * paid. Card: the same from 'packed' on, once the provider reports it paid. Any open order can
 * be cancelled; delivered, collected and cancelled orders are final.
 *
 * Refunds: an order whose payment went back in full (or is being refunded in full) is not
 * fulfilled: no step but cancelling (which returns its stock) is offered. A partial refund
 * (some lines refunded) leaves the rest of the order to fulfil: every step stays as it was.
 */
export const ORDER_STAGES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'collected',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_STEPS = ['confirm', 'pack', 'ship', 'ready', 'deliver', 'collect', 'cancel'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export interface LifecycleOrder {
  stage: OrderStage;
  paymentType: PaymentType;
  shippingMethod: ShippingMethod;
  /** The provider reported the card payment paid (or, for COD, the cash was received). */
  paid: boolean;
  /** How much of the payment went back (orderRefundOf in order-refunds.ts). */
  refund: OrderRefund;
}

type Handover = 'delivery' | 'pickup' | 'any';
type Payment = 'cod' | 'card' | 'any';

interface Rule {
  step: OrderStep;
  from: readonly OrderStage[];
  to: OrderStage;
  payment: Payment;
  handover: Handover;
}

const OPEN: readonly OrderStage[] = ['placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup'];

/** The one table: which step is allowed from which stage, per payment type and hand-over. */
const RULES: readonly Rule[] = [
  { step: 'confirm', from: ['placed'], to: 'confirmed', payment: 'cod', handover: 'any' },
  { step: 'pack', from: ['confirmed'], to: 'packed', payment: 'cod', handover: 'any' },
  { step: 'pack', from: ['placed'], to: 'packed', payment: 'card', handover: 'any' },
  { step: 'ship', from: ['packed'], to: 'shipped', payment: 'any', handover: 'delivery' },
  { step: 'ready', from: ['packed'], to: 'ready_for_pickup', payment: 'any', handover: 'pickup' },
  { step: 'deliver', from: ['shipped'], to: 'delivered', payment: 'any', handover: 'delivery' },
  { step: 'collect', from: ['ready_for_pickup'], to: 'collected', payment: 'any', handover: 'pickup' },
  { step: 'cancel', from: OPEN, to: 'cancelled', payment: 'any', handover: 'any' },
];

export const STEP_LABELS: Record<OrderStep, string> = {
  confirm: 'Confirm (phone call done)',
  pack: 'Mark packed',
  ship: 'Mark shipped',
  ready: 'Mark ready for pickup',
  deliver: 'Mark delivered',
  collect: 'Mark collected',
  cancel: 'Cancel order',
};

const STEP_DONE: Record<OrderStep, string> = {
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  ready: 'made ready for pickup',
  deliver: 'delivered',
  collect: 'collected',
  cancel: 'cancelled',
};

export const STAGE_LABELS: Record<OrderStage, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

export type StepDecision = { ok: true; to: OrderStage; recordsCash: boolean } | { ok: false; message: string };

const paymentOf = (type: PaymentType): Exclude<Payment, 'any'> => (type === 'COD' ? 'cod' : 'card');
const handoverOf = (method: ShippingMethod): Exclude<Handover, 'any'> =>
  method === 'Pick up from Store' ? 'pickup' : 'delivery';

/** Whether `step` may be taken now, and where it leads; a refusal says why in the team's words. */
export function decideStep(order: LifecycleOrder, step: OrderStep): StepDecision {
  const payment = paymentOf(order.paymentType);
  const handover = handoverOf(order.shippingMethod);
  const rule = RULES.find(
    (r) =>
      r.step === step &&
      r.from.includes(order.stage) &&
      (r.payment === 'any' || r.payment === payment) &&
      (r.handover === 'any' || r.handover === handover),
  );
  const stage = STAGE_LABELS[order.stage].toLowerCase();
  if (!rule) {
    if (!OPEN.includes(order.stage))
      return { ok: false, message: `The order is ${stage}; nothing more can be done with it.` };
    if (RULES.some((r) => r.step === step && r.to === order.stage))
      return { ok: false, message: `The order is already ${stage}.` };
    if (step === 'confirm' && payment === 'card')
      return { ok: false, message: 'Only cash-on-delivery orders are confirmed by phone.' };
    if ((step === 'ship' || step === 'deliver') && handover === 'pickup')
      return { ok: false, message: 'This order is picked up from the store; it is not shipped or delivered.' };
    if ((step === 'ready' || step === 'collect') && handover === 'delivery')
      return { ok: false, message: 'This order is delivered; it is not picked up from the store.' };
    return { ok: false, message: `The order is ${stage}; it cannot be ${STEP_DONE[step]} now.` };
  }
  if (order.refund === 'full' && step !== 'cancel')
    return { ok: false, message: 'The payment was refunded in full; the order is not fulfilled.' };
  if (payment === 'card' && step !== 'cancel' && !order.paid)
    return { ok: false, message: 'A card order is fulfilled only once its payment is received.' };
  return {
    ok: true,
    to: rule.to,
    recordsCash: payment === 'cod' && (rule.to === 'delivered' || rule.to === 'collected'),
  };
}

/** Every step the team may take now, in the table's order. */
export function availableSteps(order: LifecycleOrder): OrderStep[] {
  return ORDER_STEPS.filter((step) => decideStep(order, step).ok);
}

/** sales_order.status as the Frappe-shaped APIs and older readers know it: Placed until done. */
export function legacyStatusOf(stage: OrderStage): 'Placed' | 'Delivered' | 'Cancelled' {
  if (stage === 'cancelled') return 'Cancelled';
  return stage === 'delivered' || stage === 'collected' ? 'Delivered' : 'Placed';
}

/** A stored stage as the table knows it ('placed' for anything unknown). */
export const stageOf = (value: string): OrderStage =>
  (ORDER_STAGES as readonly string[]).includes(value) ? (value as OrderStage) : 'placed';
