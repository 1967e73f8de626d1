import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discountCodeReply, discountCodesReply } from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import {
  discountCodeCreate,
  discountCodeParams,
  discountCodeReplace,
  discountListQuery,
} from '@shop/domain/schemas/admin-discounts';
import {
  createDiscountCode,
  expireDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  replaceDiscountCode,
} from './discounts.admin.service';

/** Back-office discount codes: list with usage counts, create, replace, expire. Mounted under /api/admin (staff only). */
export function registerDiscountsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: discount codes'];

  r.get(
    '/discounts/codes',
    {
      schema: {
        tags,
        summary: 'Every discount code with its usage and status',
        querystring: discountListQuery,
        response: { 200: discountCodesReply },
      },
    },
    async (request) => {
      const codes = await listDiscountCodes(deps.db, request.query.q);
      return { data: codes, meta: { total: codes.length } };
    },
  );

  r.get(
    '/discounts/codes/:code',
    {
      schema: { tags, summary: 'One discount code', params: discountCodeParams, response: { 200: discountCodeReply } },
    },
    async (request) => ({
      data: await getDiscountCode(deps.db, request.params.code),
      meta: {},
    }),
  );

  r.post(
    '/discounts/codes',
    {
      schema: {
        tags,
        summary: 'Create a code (stored upper-case; 409 if it exists)',
        body: discountCodeCreate,
        response: { 201: discountCodeReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createDiscountCode(deps.db, request.body, auditActorOf(request)), meta: {} }),
  );

  r.put(
    '/discounts/codes/:code',
    {
      schema: {
        tags,
        summary: 'Replace a code’s type, value, dates, usage limit, active flag and description',
        params: discountCodeParams,
        body: discountCodeReplace,
        response: { 200: discountCodeReply },
      },
    },
    async (request) => ({
      data: await replaceDiscountCode(deps.db, request.params.code, request.body, auditActorOf(request)),
      meta: {},
    }),
  );

  r.post(
    '/discounts/codes/:code/expire',
    {
      schema: { tags, summary: 'Expire a code now', params: discountCodeParams, response: { 200: discountCodeReply } },
    },
    async (request) => ({
      data: await expireDiscountCode(deps.db, request.params.code, auditActorOf(request)),
      meta: {},
    }),
  );
}
