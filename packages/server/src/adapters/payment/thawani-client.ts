import {
  type CheckoutSession,
  type CreateSessionInput,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

export interface ThawaniClientOptions {
  /** e.g. https://uatcheckout.thawani.om, or the app's own /sandbox/thawani. */
  baseUrl: string;
  /** Where browsers reach the hosted page, if not baseUrl (the sandbox is called in-process). */
  hostedBaseUrl?: string;
  secretKey: string;
  publishableKey: string;
  fetch?: FetchLike;
  name?: 'thawani' | 'sandbox';
  timeoutMs?: number;
}

interface ThawaniEnvelope<D = SessionData> {
  success?: boolean;
  code?: number;
  description?: string;
  data?: D;
}

interface SessionData {
  session_id?: string;
  client_reference_id?: string;
  payment_status?: string;
  total_amount?: number;
  metadata?: Record<string, string> | null;
  invoice?: string | null;
}

interface PaymentData {
  payment_id?: string;
  amount?: number;
  status?: string;
}

interface RefundData {
  refund_id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
}

function toRefund(body: ThawaniEnvelope<RefundData>): ProviderRefund {
  const d = body.data;
  if (!d?.refund_id || !d.payment_id || (d.status !== 'successful' && d.status !== 'failed')) {
    throw new PaymentProviderError(`Unexpected payment provider answer: ${body.description ?? 'no refund'}`);
  }
  return { refund_id: d.refund_id, payment_id: d.payment_id, amount: Number(d.amount ?? 0), status: d.status };
}

const statuses: PaymentStatus[] = ['unpaid', 'paid', 'cancelled'];

function toSession(body: ThawaniEnvelope): CheckoutSession {
  const d = body.data;
  if (!d?.session_id || !d.client_reference_id || !statuses.includes(d.payment_status as PaymentStatus)) {
    throw new PaymentProviderError(`Unexpected payment provider answer: ${body.description ?? 'no session'}`);
  }
  return {
    session_id: d.session_id,
    client_reference_id: d.client_reference_id,
    payment_status: d.payment_status as PaymentStatus,
    total_amount: Number(d.total_amount ?? 0),
    metadata: d.metadata ?? {},
  };
}

/** Thawani Pay's checkout-session API (v1), over any fetch. */
export function thawaniClient(options: ThawaniClientOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch: FetchLike =
    options.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) }));

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<CheckoutSession> {
    return toSession(await send(method, path, body));
  }

  async function send<D = SessionData>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<ThawaniEnvelope<D>> {
    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${base}/api/v1${path}`, {
        method,
        headers: {
          'thawani-api-key': options.secretKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(`Payment provider unreachable: ${(error as Error).message}`);
    }
    let parsed: ThawaniEnvelope<D>;
    try {
      parsed = JSON.parse(text) as ThawaniEnvelope<D>;
    } catch {
      throw new PaymentProviderError(`Payment provider answered ${status} with a non-JSON body`, status);
    }
    if (status < 200 || status >= 300 || parsed.success === false) {
      throw new PaymentProviderError(parsed.description ?? `Payment provider answered ${status}`, status);
    }
    return parsed;
  }

  return {
    name: options.name ?? 'thawani',
    createSession: (input: CreateSessionInput) => call('POST', '/checkout/session', { ...input, mode: 'payment' }),
    getSession: (sessionId) => call('GET', `/checkout/session/${encodeURIComponent(sessionId)}`),
    getSessionByReference: (ref) => call('GET', `/checkout/reference/${encodeURIComponent(ref)}`),
    // Thawani's session cancel, POST /api/v1/checkout/{session_id}/cancel (the path the Thawani
    // client libraries call, e.g. jkbroot/thawani's CheckoutSessions::cancel): an unpaid session
    // stops taking payments. To be confirmed against the UAT environment before going live.
    cancelSession: async (sessionId) => {
      await send('POST', `/checkout/${encodeURIComponent(sessionId)}/cancel`);
    },
    // Thawani's payments and refunds API (the shapes its client libraries declare, e.g. the
    // thawani-nodejs package's RefundParams {payment_id, reason, metadata, amount?} and Refund
    // {refund_id, payment_id, amount, status: 'successful' | 'failed'}): a session's payment is
    // listed by its invoice, and a refund names the payment and the amount in baisa.
    findPayment: async (sessionId) => {
      const session = await send('GET', `/checkout/session/${encodeURIComponent(sessionId)}`);
      const invoice = session.data?.invoice;
      if (!invoice) return null;
      const listed = await send<PaymentData[]>(
        'GET',
        `/payments?checkout_invoice=${encodeURIComponent(invoice)}&limit=10&skip=0`,
      );
      const paid = (listed.data ?? []).find((p) => p.status === 'successful' && p.payment_id);
      return paid
        ? ({
            payment_id: paid.payment_id!,
            amount: Number(paid.amount ?? 0),
            status: 'successful',
          } satisfies ProviderPayment)
        : null;
    },
    createRefund: async (input) => toRefund(await send<RefundData>('POST', '/refunds', input)),
    getRefund: async (refundId) => {
      try {
        return toRefund(await send<RefundData>('GET', `/refunds/${encodeURIComponent(refundId)}`));
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) return null;
        throw error;
      }
    },
    hostedPageUrl: (sessionId) =>
      `${(options.hostedBaseUrl ?? base).replace(/\/$/, '')}/pay/${encodeURIComponent(sessionId)}?key=${encodeURIComponent(options.publishableKey)}`,
  };
}
