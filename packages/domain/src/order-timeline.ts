import type { PaymentType } from './payment-types';
import type { ShippingMethod } from './shipping';

/** What the shopper's order page shows as the order's way, in order. */
export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'confirmed',
  'packed',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'collected',
  'cancelled',
  'refunded',
] as const;
type TimelineStep = (typeof TIMELINE_STEPS)[number];

interface TimelineEntry {
  step: TimelineStep;
  /** When it happened (the event's time); null for a step still to come. */
  at: string | null;
  /** Baisa refunded, on a 'refunded' entry. */
  amount: number | null;
}

interface TimelineInput {
  paymentType: PaymentType;
  shippingMethod: ShippingMethod;
  placedAt: string;
  cancelled: boolean;
  /** The order's history (kind, time, amount), oldest first. */
  events: readonly { kind: string; at: string; amount: number | null }[];
}

/**
 * The order's timeline: the steps of its path (card: placed, paid, packed; cash on delivery:
 * placed, confirmed, packed; then shipped and delivered, or ready for pickup and collected),
 * each with the time it happened or null while to come. A cancelled order keeps the steps it
 * reached and ends with 'cancelled'; every refund follows with its amount.
 */
export function orderTimeline(input: TimelineInput): TimelineEntry[] {
  const pickup = input.shippingMethod === 'Pick up from Store';
  const path: TimelineStep[] = [
    'placed',
    input.paymentType === 'COD' ? 'confirmed' : 'paid',
    'packed',
    ...(pickup ? (['ready_for_pickup', 'collected'] as const) : (['shipped', 'delivered'] as const)),
  ];
  const firstAt = (step: TimelineStep) =>
    step === 'placed' ? input.placedAt : (input.events.find((e) => e.kind === step)?.at ?? null);
  const reached = path.map((step) => ({ step, at: firstAt(step), amount: null }));
  const entries: TimelineEntry[] = input.cancelled ? reached.filter((e) => e.at !== null) : reached;
  if (input.cancelled) entries.push({ step: 'cancelled', at: firstAt('cancelled') ?? input.placedAt, amount: null });
  for (const refund of input.events.filter((e) => e.kind === 'refunded'))
    entries.push({ step: 'refunded', at: refund.at, amount: refund.amount });
  return entries;
}
