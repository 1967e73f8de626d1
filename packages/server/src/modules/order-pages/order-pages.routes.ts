import { creditNoteReply, shopperOrderReply, taxInvoiceReply } from '@shop/domain/schemas/shopper-order';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strapiErrorReply } from '../../error-reply';
import { sessionCustomerId } from '../customers/sessions';
import { type OrderPagesDeps, type Viewer, orderInvoice, orderPaymentPage, shopperOrder } from './order-view.service';
import { invoicePdf } from './invoice-pdf';
import { orderCreditNote } from './credit-note.service';

const params = z.object({ name: z.string().min(1).max(140) });
const noteParams = params.extend({ number: z.string().min(1).max(20) });
/** The message link's key; wrong or missing, the answer is the same not-found as for any order. */
const keyQuery = z.object({ k: z.string().max(100).optional() });
const errors = { 400: strapiErrorReply, 404: strapiErrorReply, 409: strapiErrorReply, 502: strapiErrorReply };
const access =
  'For the customer signed in with the order’s phone number, or with `k`, the key of the order’s own message link. Anyone else, for any order, gets the same 404.';

/** The shopper's order page, its card payment page and its tax invoice (page data and PDF). */
export function registerOrderPageRoutes(app: FastifyInstance, deps: OrderPagesDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const viewer = async (
    request: { query: { k?: string | undefined } } & Parameters<typeof sessionCustomerId>[1],
  ): Promise<Viewer> => ({
    customerId: await sessionCustomerId(deps.db, request, new Date()),
    key: request.query.k,
  });
  typed.get(
    '/orders/:name/view',
    {
      schema: {
        tags: ['content'],
        summary: 'The shopper’s order: timeline, lines as billed, totals, hand-over and payment state',
        description: access,
        params,
        querystring: keyQuery,
        response: { 200: shopperOrderReply, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await shopperOrder(deps, request.params.name, await viewer(request)) };
    },
  );
  typed.post(
    '/orders/:name/payment-page',
    {
      schema: {
        tags: ['content'],
        summary: 'The card payment page of the shopper’s unpaid card order ("Complete payment")',
        description: access,
        params,
        querystring: keyQuery,
        response: { 200: z.object({ data: z.object({ session_url: z.string() }) }), ...errors },
      },
    },
    async (request) => ({
      data: { session_url: (await orderPaymentPage(deps, request.params.name, await viewer(request))).session_url },
    }),
  );
  typed.get(
    '/orders/:name/invoice',
    {
      schema: {
        tags: ['content'],
        summary: 'The order’s tax invoice (issued once the order is paid or its cash received; 404 before)',
        description: access,
        params,
        querystring: keyQuery,
        response: { 200: taxInvoiceReply, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await orderInvoice(deps, request.params.name, await viewer(request)) };
    },
  );
  typed.get(
    '/orders/:name/invoice.pdf',
    {
      schema: {
        tags: ['content'],
        summary: 'The order’s tax invoice as a PDF (bilingual, A4)',
        description: access,
        params,
        querystring: keyQuery,
      },
    },
    async (request, reply) => {
      const invoice = await orderInvoice(deps, request.params.name, await viewer(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(invoice));
    },
  );
  typed.get(
    '/orders/:name/credit-notes/:number',
    {
      schema: {
        tags: ['content'],
        summary: 'One of the order’s tax credit notes (CN-000001), one per refund',
        description: access,
        params: noteParams,
        querystring: keyQuery,
        response: { 200: creditNoteReply, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await orderCreditNote(deps, request.params.name, request.params.number, await viewer(request)) };
    },
  );
  typed.get(
    '/orders/:name/credit-notes/:number/pdf',
    {
      schema: {
        tags: ['content'],
        summary: 'A tax credit note as a PDF (bilingual, A4)',
        description: access,
        params: noteParams,
        querystring: keyQuery,
      },
    },
    async (request, reply) => {
      const note = await orderCreditNote(deps, request.params.name, request.params.number, await viewer(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${note.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(note));
    },
  );
}
