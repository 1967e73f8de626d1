import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyWebhook } from '../../adapters/payment/thawani-webhook';
import { badRequest, unauthorized } from '../../errors';
import { strapiErrorReply } from '../../error-reply';
import { type PaymentsDeps, reopenPaymentPage, verifyPayment } from './payments.service';

const linkReply = z.object({ data: z.object({ session_url: z.string(), client_reference_id: z.string() }) });
const checkReply = z.object({
  data: z.object({
    payment_status: z.enum(['paid', 'cancelled', 'unpaid']),
    order_id: z.string(),
    session_url: z.string().nullable(),
    total_amount: z.number(),
    refund_due: z.boolean(),
  }),
});
const cuid = z.string().trim().min(1, 'cuid is required').max(100);
const orderId = z.string().trim().min(1, 'order_id is required').max(140);
/** Missing or wrong, it is the same 404: the body's shape tells nothing about any order. */
const paymentSecret = z.string().max(200).optional();
const errors = { 400: strapiErrorReply, 404: strapiErrorReply, 409: strapiErrorReply, 502: strapiErrorReply };

/** Thawani's webhook body, as far as the shop reads it: which session it is about. */
const webhookBody = z
  .object({
    data: z.object({ client_reference_id: z.string().min(1).max(100) }).loose(),
  })
  .loose();

export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentsDeps, webhookSecret: string): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/thawani-payment',
    {
      schema: {
        tags: ['content'],
        summary:
          'The card payment page for an unpaid card order (the open session, or a new one made from the stored order)',
        description:
          'Only for the browser that placed the order: payment_secret is the one POST /api/orders answered with. Without it, or with another, ' +
          'every order_id (unknown, paid, cash on delivery, cancelled) answers the same 404. With it, a paid or cancelled order is a 409.',
        body: z.object({ order_id: orderId, payment_secret: paymentSecret }).strict(),
        response: { 200: linkReply, ...errors },
      },
    },
    async (request) => ({
      data: await reopenPaymentPage(payments, request.body.order_id, request.body.payment_secret),
    }),
  );
  typed.post(
    '/thawani-verify',
    {
      schema: {
        tags: ['content'],
        summary: "Read a payment session's status from the provider and apply it to its order once",
        description:
          'refund_due: the provider took the payment but the order was cancelled (it is never confirmed; the shop refunds it).',
        body: z.object({ cuid }).strict(),
        response: { 200: checkReply, ...errors },
      },
    },
    async (request) => ({ data: await verifyPayment(payments, request.body.cuid, 'verify') }),
  );

  // The signature covers the raw body, so this route keeps it as text.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scoped.post(
      '/thawani-webhook',
      {
        schema: {
          tags: ['content'],
          summary: 'Thawani webhook (thawani-signature: HMAC-SHA256 of `{body}-{thawani-timestamp}`)',
        },
      },
      async (request: FastifyRequest) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const check = verifyWebhook({
          secret: webhookSecret,
          rawBody: raw,
          signature: header(request, 'thawani-signature'),
          timestamp: header(request, 'thawani-timestamp'),
        });
        if (!check.ok) throw unauthorized(`Webhook refused: ${check.reason}.`);
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw badRequest('The webhook body is not JSON.');
        }
        const parsed = webhookBody.safeParse(json);
        if (!parsed.success) throw badRequest('The webhook names no client_reference_id.');
        return { data: await verifyPayment(payments, parsed.data.data.client_reference_id, 'webhook') };
      },
    );
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
