import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { strapiErrorReply } from '../../error-reply';
import { customerOfSession } from './customers.service';
import { type CookieSettings, endSession, sessionCustomerId } from './sessions';

const customerReply = z.object({
  data: z.object({
    id: z.number(),
    attributes: z.object({
      first_name: z.string(),
      phone: z.string(),
      orders: z.array(
        z.object({
          id: z.string(),
          createdAt: z.string(),
          Items_and_quanity: z.array(z.object({ image: z.string().nullable(), qty: z.number() })),
          custom_online_payment_status: z.string(),
          custom_cancelled_payment: z.boolean(),
          custom_payment_verification_check: z.boolean(),
        }),
      ),
    }),
  }),
});

const sessionReply = z.object({ data: customerReply.shape.data.nullable() });

const errors = { 401: strapiErrorReply, 403: strapiErrorReply, 404: strapiErrorReply };

/** The signed-in customer's own account; the session cookie is the only key to it. */
export function registerCustomerRoutes(app: FastifyInstance, db: Kysely<Database>, cookies: CookieSettings): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/customers/me',
    {
      schema: {
        tags: ['content'],
        summary: 'The signed-in customer and their orders',
        response: { 200: customerReply, ...errors },
      },
    },
    async (request) => ({ data: await customerOfSession(db, await sessionCustomerId(db, request, new Date())) }),
  );
  typed.get(
    '/customers/session',
    {
      schema: {
        tags: ['content'],
        summary: 'Who is signed in: the customer and their orders, or null when signed out (never a 401)',
        response: { 200: sessionReply, 404: strapiErrorReply },
      },
    },
    async (request) => {
      const customerId = await sessionCustomerId(db, request, new Date());
      return { data: customerId === null ? null : await customerOfSession(db, customerId) };
    },
  );
  typed.get(
    '/customers/:id',
    {
      schema: {
        tags: ['content'],
        summary: "SPEC §7's customer read: only the session's own customer (403 for any other id)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ populate: z.string().optional() }),
        response: { 200: customerReply, 400: strapiErrorReply, ...errors },
      },
    },
    async (request) => ({
      data: await customerOfSession(db, await sessionCustomerId(db, request, new Date()), request.params.id),
    }),
  );
  typed.post(
    '/customers/sign-out',
    {
      schema: {
        tags: ['content'],
        summary: 'Revoke the session on the server and clear its cookie',
        response: { 200: z.object({ data: z.object({ signed_out: z.boolean() }) }) },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply, cookies, new Date());
      return { data: { signed_out: true } };
    },
  );
}
