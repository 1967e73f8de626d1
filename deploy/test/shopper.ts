/**
 * A shopper checking out through the balancer as the storefront does: POST /api/orders/quote,
 * then POST /api/orders with the total it showed and an idempotency key. Each shopper comes from
 * its own loopback address (the balancer reports it in X-Forwarded-For), as real shoppers do.
 * A request the balancer could not complete (a node killed under it: 502, a reset connection)
 * is sent again unchanged, the order with the same key: placed at most once, answered every time.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

export interface Balancer {
  host: string;
  port: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

function post(
  balancer: Balancer,
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: balancer.host,
        port: balancer.port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        // The balancer's own pages (502, 503) are HTML.
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: res.headers['content-type']?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** What a killed node or a database away leaves behind: 502/503/504 or a broken connection. Anything else is the shop's answer. */
const RESENT_STATUSES = new Set([502, 503, 504]);
/** Pauses between sends, about half a minute in all, as the storefront waits (use-place-order.ts). */
const RESEND_AFTER_MS = [250, 250, 500, 1000, 1000, 2000, 2000, 3000, 5000, 5000, 10_000];

/** Sends `body` until the shop answers (a balancer's 502/503/504 or a broken connection is sent again, unchanged). */
export async function postUntilAnswered(
  balancer: Balancer,
  path: string,
  body: unknown,
  from: string,
  log: { resends: number },
  headers: Record<string, string> = {},
): Promise<Answer> {
  for (const pause of [...RESEND_AFTER_MS, null]) {
    try {
      const answer = await post(balancer, path, body, from, headers);
      if (!RESENT_STATUSES.has(answer.status) || pause === null) return answer;
    } catch (error) {
      if (pause === null) throw error;
    }
    log.resends += 1;
    await new Promise((done) => setTimeout(done, pause));
  }
  throw new Error('unreachable');
}

export interface Line {
  item_code: string;
  quantity: number;
}

export interface Checkout {
  key: string;
  lines: Line[];
  /** The answer's status and the order's name (2xx), or the error. */
  status: number;
  order: string | null;
  quoted: number;
  billed: number | null;
  resends: number;
}

/** Shopper n's checkout form: their own phone and delivery address, cash on delivery. */
export const form = (shopper: number) => ({
  CountryNumber: '968',
  MobileNumber: `9${String(shopper).padStart(7, '0')}`,
  Email: '',
  CountryField: 'Oman',
  Province: 'Muscat',
  Wilaya: 'Bawshar',
  WilayaZone: '8',
  Address: `Way 12, House ${shopper}`,
  PostalCode: '',
  FirstName: 'Deploy',
  DateField: '',
  TimeField: '',
  PaymentType: 'COD',
  ShippingField: 'Delivery',
  Outlet: '',
});

/** Shopper number n (1…65 000) checks out `lines` from 127.x.y.1, x.y its number. */
export async function checkout(balancer: Balancer, shopper: number, lines: Line[]): Promise<Checkout> {
  const from = `127.${(shopper >> 8) & 255}.${shopper & 255}.1`;
  const log = { resends: 0 };
  const shopperForm = form(shopper);
  const quote = await postUntilAnswered(
    balancer,
    '/api/orders/quote',
    {
      items: lines,
      form: { CountryField: 'Oman', ShippingField: 'Delivery', Province: 'Muscat', Wilaya: 'Bawshar', WilayaZone: '8' },
    },
    from,
    log,
  );
  if (quote.status !== 200)
    throw new Error(`quote for shopper ${shopper}: ${quote.status} ${JSON.stringify(quote.body)}`);
  const quoted = (quote.body as { data: { grand_total: number } }).data.grand_total;
  const key = randomUUID();
  const placed = await postUntilAnswered(
    balancer,
    '/api/orders',
    { idempotency_key: key, items: lines, form: shopperForm, expected_total: quoted },
    from,
    log,
  );
  const order =
    placed.status < 300 ? (placed.body as { data: { order: { name: string; grand_total: number } } }).data.order : null;
  return {
    key,
    lines,
    status: placed.status,
    order: order?.name ?? null,
    quoted,
    billed: order?.grand_total ?? null,
    resends: log.resends,
  };
}
