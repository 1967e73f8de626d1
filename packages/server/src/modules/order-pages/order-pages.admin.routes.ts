import { orderMessagesReply as messagesReply } from '@shop/domain/schemas/admin-replies';
import { creditNoteReply, taxInvoiceReply } from '@shop/domain/schemas/shopper-order';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { toTimestamp } from '../../db/time';
import { recordAudit } from '../audit/audit-log';
import { orderMessages, resendOrderMessage } from '../order-messages/order-message-queue';
import { orderCreditNote } from './credit-note.service';
import { invoicePdf } from './invoice-pdf';
import { orderInvoice } from './order-view.service';

const params = z.object({ name: z.string().trim().min(1).max(140) });
const noteParams = params.extend({ number: z.string().min(1).max(20) });
const messageParams = params.extend({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
/** The staff's side of issue 28: the same tax invoice as the shopper's (page data and PDF), the order's messages and resending one. */
export function registerOrderPagesAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  const pages = { db, secret: deps.env.SESSION_SECRET, settings: deps.settings, payments: deps.payments };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: orders'];
  r.get(
    '/orders/:name/tax-invoice',
    {
      schema: {
        tags,
        summary: 'The order’s tax invoice, as the shopper sees it (404 until issued)',
        params,
        response: { 200: taxInvoiceReply },
      },
    },
    async (request) => ({ data: await orderInvoice(pages, request.params.name, null) }),
  );
  r.get(
    '/orders/:name/tax-invoice.pdf',
    { schema: { tags, summary: 'The order’s tax invoice as a PDF', params } },
    async (request, reply) => {
      const invoice = await orderInvoice(pages, request.params.name, null);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .send(await invoicePdf(invoice));
    },
  );
  r.get(
    '/orders/:name/credit-notes/:number',
    {
      schema: {
        tags,
        summary: 'One of the order’s tax credit notes, as the shopper sees it',
        params: noteParams,
        response: { 200: creditNoteReply },
      },
    },
    async (request) => ({ data: await orderCreditNote(pages, request.params.name, request.params.number, null) }),
  );
  r.get(
    '/orders/:name/credit-notes/:number/pdf',
    { schema: { tags, summary: 'A tax credit note as a PDF', params: noteParams } },
    async (request, reply) => {
      const note = await orderCreditNote(pages, request.params.name, request.params.number, null);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${note.number}.pdf"`)
        .send(await invoicePdf(note));
    },
  );
  r.get(
    '/orders/:name/messages',
    {
      schema: {
        tags,
        summary: 'The order’s messages and their delivery state',
        params,
        response: { 200: messagesReply },
      },
    },
    async (request) => ({
      data: await orderMessages(db, request.params.name),
    }),
  );
  r.post(
    '/orders/:name/messages/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send one of the order’s messages again',
        params: messageParams,
        response: { 200: messagesReply },
      },
    },
    async (request) => {
      const { name, id } = request.params;
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        const before = await resendOrderMessage(trx, name, id, toTimestamp(now));
        const actor = request.staff
          ? { actorId: request.staff.id, actorEmail: request.staff.email, requestId: request.id }
          : { actorId: null, actorEmail: null, requestId: request.id };
        await recordAudit(
          trx,
          actor,
          {
            action: 'order.message_resend',
            target: { type: 'sales_order', id: name },
            before,
            after: { status: 'pending', attempts: 0, message: id },
          },
          now,
        );
      });
      return { data: await orderMessages(db, name) };
    },
  );
}
