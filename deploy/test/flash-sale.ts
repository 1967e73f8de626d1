/**
 * A flash sale through the balancer (issue 32): shoppers, each with their own phone, device id and
 * delivery address, come from a few shared addresses (a carrier's NAT) and race for the few units
 * of one product, each buying a plentiful one too; a shopper who finds the hot product gone buys
 * the plentiful one alone. One more phone places orders as fast as it can. Used by
 * `npm run bench:flash-sale` (three nodes) and the deployment test.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type Answer, type Balancer, type Line, form, postUntilAnswered } from './shopper';

export interface SaleSettings {
  shoppers: number;
  /** Loopback addresses the shoppers share (the balancer reports them in X-Forwarded-For). */
  addresses: string[];
  hotItem: string;
  plentifulItems: string[];
  /** Shoppers checking out at once. */
  concurrency: number;
  /** Orders the fast phone sends, one after another. */
  fastPhoneOrders: number;
}

interface Placed {
  key: string;
  order: string;
  lines: Line[];
  quoted: number;
  billed: number;
}

export interface SaleOutcome {
  placed: Placed[];
  /** Shoppers answered anything but their order (by status and refusal). */
  unserved: { shopper: number; status: number; body: unknown }[];
  refusedByAddress: number;
  /** Each order request's time to its answer (ms), resends included. */
  latencies: number[];
  resends: number;
  seconds: number;
  /** The fast phone's answers in order: status and details.limit. */
  fastPhone: { status: number; limit: string | null }[];
}

/** Sale shoppers' numbers (their phones and houses) start here, clear of other checkouts in the same run. */
const FIRST_SHOPPER = 10_000;
const limitOf = (answer: Answer) =>
  ((answer.body as { error?: { details?: { limit?: string } } }).error?.details?.limit ?? null) as string | null;
const quoteForm = {
  CountryField: 'Oman',
  ShippingField: 'Delivery',
  Province: 'Muscat',
  Wilaya: 'Bawshar',
  WilayaZone: '8',
};

async function quote(balancer: Balancer, lines: Line[], from: string, log: { resends: number }): Promise<number> {
  const answer = await postUntilAnswered(balancer, '/api/orders/quote', { items: lines, form: quoteForm }, from, log);
  if (answer.status !== 200) throw new Error(`quote: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { grand_total: number } }).data.grand_total;
}

/** Shopper n: the hot unit and a plentiful one; if the hot one is gone (the 409 with a new quote), the plentiful one alone. */
async function shop(balancer: Balancer, n: number, settings: SaleSettings, outcome: SaleOutcome): Promise<void> {
  const from = settings.addresses[n % settings.addresses.length]!;
  const headers = { 'x-device-id': `flash-sale-device-${n}` };
  const log = { resends: 0 };
  const plentiful = { item_code: settings.plentifulItems[n % settings.plentifulItems.length]!, quantity: 1 };
  for (const lines of [[{ item_code: settings.hotItem, quantity: 1 }, plentiful], [plentiful]]) {
    const quoted = await quote(balancer, lines, from, log);
    const key = randomUUID();
    const started = performance.now();
    const answer = await postUntilAnswered(
      balancer,
      '/api/orders',
      { idempotency_key: key, items: lines, form: form(FIRST_SHOPPER + n), expected_total: quoted },
      from,
      log,
      headers,
    );
    outcome.latencies.push(performance.now() - started);
    outcome.resends += log.resends;
    log.resends = 0;
    if (answer.status === 201 || answer.status === 200) {
      const order = (answer.body as { data: { order: { name: string; grand_total: number } } }).data.order;
      outcome.placed.push({ key, order: order.name, lines, quoted, billed: order.grand_total });
      return;
    }
    if (answer.status === 429 && limitOf(answer) === 'orders_per_address') outcome.refusedByAddress += 1;
    // a 409 for the first cart: the hot product went meanwhile (a new quote, or too little stock)
    if (answer.status !== 409 || lines.length === 1) {
      outcome.unserved.push({ shopper: n, status: answer.status, body: answer.body });
      return;
    }
  }
}

/** One phone (and one browser) ordering as fast as it can, from the first address. */
async function fastPhone(balancer: Balancer, settings: SaleSettings, outcome: SaleOutcome): Promise<void> {
  const lines = [{ item_code: settings.plentifulItems[0]!, quantity: 1 }];
  const from = settings.addresses[0]!;
  const log = { resends: 0 };
  const quoted = await quote(balancer, lines, from, log);
  for (let i = 0; i < settings.fastPhoneOrders; i++) {
    const body = { idempotency_key: randomUUID(), items: lines, form: form(999_999), expected_total: quoted };
    const answer = await postUntilAnswered(balancer, '/api/orders', body, from, log, {
      'x-device-id': 'flash-sale-fast-phone',
    });
    outcome.fastPhone.push({ status: answer.status, limit: limitOf(answer) });
  }
}

export async function runFlashSale(balancer: Balancer, settings: SaleSettings): Promise<SaleOutcome> {
  const outcome: SaleOutcome = {
    placed: [],
    unserved: [],
    refusedByAddress: 0,
    latencies: [],
    resends: 0,
    seconds: 0,
    fastPhone: [],
  };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < settings.shoppers) await shop(balancer, next++, settings, outcome);
  };
  await Promise.all([...Array.from({ length: settings.concurrency }, worker), fastPhone(balancer, settings, outcome)]);
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** What the database holds after the sale, against what the shop acknowledged: the checks both runs make. */
export async function saleLedger(db: pg.Pool, outcome: SaleOutcome, hotItem: string, hotStock: number) {
  const names = outcome.placed.map((p) => p.order);
  const stored = await db.query<{ name: string; idempotency_key: string }>(
    'select name, idempotency_key from sales_order where name = any($1)',
    [names],
  );
  const hot = await db.query<{ stock: number; taken: number }>(
    `select w.custom_stock_available as stock, coalesce((select sum(qty) from sales_order_item where item_code = w.item_code), 0)::int as taken
     from website_item w where w.item_code = $1`,
    [hotItem],
  );
  const acknowledgedHot = outcome.placed.filter((p) => p.lines.some((l) => l.item_code === hotItem)).length;
  return {
    acknowledged: names.length,
    distinctAcknowledged: new Set(names).size,
    storedMatching: stored.rows.filter((r) =>
      outcome.placed.some((p) => p.order === r.name && p.key === r.idempotency_key),
    ).length,
    hotLeft: hot.rows[0]!.stock,
    hotTaken: hot.rows[0]!.taken,
    hotAcknowledged: acknowledgedHot,
    oversold: Math.max(0, hot.rows[0]!.taken - hotStock),
    hotStock,
  };
}
