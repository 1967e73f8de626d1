import { placeOrderBodySchema } from '@shop/domain/schemas/checkout';
import { quoteRequestSchema, quoteSchema } from '@shop/domain/schemas/order-quote';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strapiErrorReply } from '../../error-reply';
import { DomainError } from '../../errors';
import { ordersFailed, ordersPlaced } from '../../observability/metrics';
import { requestLanguage } from '../../i18n/request-language';
import { ShopperError, text } from '../../i18n/shopper-text';
import { sessionCustomerId } from '../customers/sessions';
import { type RefusedBy, admitShopper, deviceIdOf, settingLimit } from '../rate-limit/client-limits';
import type { Slots } from '../rate-limit/fixed-window.queries';
import { quoteOrder } from './order-quote';
import { type OrdersDeps, placeOrder } from './orders.service';
import { isPlacedKey } from './orders.repository';

const placedReply = z.object({
  data: z.object({
    order: z.object({ name: z.string(), payment_method: z.string(), grand_total: z.number() }),
    payment: z
      .object({ session_url: z.string(), client_reference_id: z.string(), payment_secret: z.string() })
      .nullable(),
  }),
});

/**
 * Stock is taken when an order is placed, so a flood of orders could hold a product hostage.
 * Order requests (placed or refused alike) are counted per client address (a high ceiling: a
 * carrier's address is shared by many shoppers; taken before the body is read), then per phone
 * and per browser (X-Device-Id), tight (config/client-limit-settings.ts).
 */
const ORDER_WINDOW_MS = 10 * 60_000;
const ORDER_LIMITS = {
  address: settingLimit('order', 'order_requests_per_address', ORDER_WINDOW_MS),
  phone: settingLimit('order-phone', 'order_requests_per_phone', ORDER_WINDOW_MS),
  device: settingLimit('order-device', 'order_requests_per_device', ORDER_WINDOW_MS),
};
const refusals = {
  address: text('order.tooManyOrders'),
  phone: text('order.tooManyForPhone'),
  device: text('order.tooManyFromDevice'),
} as const;
const tooMany = (by: RefusedBy) => new ShopperError('RateLimitError', refusals[by], { limit: `orders_per_${by}` });

/** The address's slot of a request, handed back when its phone or device is the one refused. */
const addressSlots = new WeakMap<object, Slots>();

export function registerOrderRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders/quote',
    {
      schema: {
        tags: ['content'],
        summary:
          'What placing this cart would bill now (prices, stock, discount, shipping, VAT and total from the database)',
        description:
          'Computed by the pricing POST /api/orders uses. Each line: its current name and prices, its stock, the quantity priced (at most the stock), ' +
          'its status (ok, out_of_stock, unavailable) and price_changed when its shown_price differs. The discount: applied, dropped (takes nothing off this cart) ' +
          'or invalid (cannot be used), with the reason; a code counts toward the refused-code limit of POST /api/discount-check (429 past it). ' +
          "Shipping is null until form gives the shipping method. card.available is false below the provider's minimum total.",
        body: quoteRequestSchema,
        response: { 200: z.object({ data: quoteSchema }), 400: strapiErrorReply, 429: strapiErrorReply },
      },
    },
    async (request) => ({ data: await quoteOrder(deps, request.body, requestLanguage(request), request.client) }),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders',
    {
      onRequest: async (request) => {
        const admitted = await admitShopper(
          deps.db,
          { address: ORDER_LIMITS.address },
          { client: request.client },
          new Date(),
        );
        if ('refusedBy' in admitted) throw tooMany(admitted.refusedBy);
        addressSlots.set(request, admitted.slots);
      },
      preHandler: async (request) => {
        const { form, idempotency_key } = request.body;
        // A resend of an order its key placed already (a phone that timed out and tried again) does no new work:
        // it is answered with the first order and counts toward no limit, the address's included.
        if (await isPlacedKey(deps.db, idempotency_key)) return addressSlots.get(request)?.giveBack();
        const keys = {
          client: request.client,
          phone: `${form.CountryNumber}${form.MobileNumber}`,
          device: deviceIdOf(request.headers['x-device-id']),
        };
        const admitted = await admitShopper(
          deps.db,
          { phone: ORDER_LIMITS.phone, device: ORDER_LIMITS.device },
          keys,
          new Date(),
        );
        if (!('refusedBy' in admitted)) return;
        await addressSlots.get(request)?.giveBack();
        throw tooMany(admitted.refusedBy);
      },
      schema: {
        tags: ['content'],
        summary: 'Place an order from item codes and quantities (prices, totals and stock come from the database)',
        description:
          'Idempotent on idempotency_key: repeating a request answers with the first order (200) instead of placing another (201); ' +
          'the same key with a different request (items, quantities, discount code or form) is a 409. ' +
          'Card orders answer with the payment page to send the shopper to, and payment.payment_secret: the only key to reopen it (POST /api/thawani-payment); keep it in the browser that placed the order. ' +
          'Prices in the body never bill. With expected_total (the grand total the shopper saw), an order that would now bill anything else, or a line no longer to be had as asked, ' +
          'is a 409 with error.details { prices_changed: true, quote } (the POST /api/orders/quote answer) and nothing is written. ' +
          'A discount code that takes nothing off this cart (SPEC §9) is dropped and the order billed without it; a code that cannot be used at all is a 409. ' +
          "A card order below the provider's minimum total is a 400. " +
          "An order beyond the shop's order limits (site setting order_limits) is a 422 naming the limit in details.limit. " +
          'Order requests are counted per client address, per phone and per browser (the X-Device-Id header the storefront sends); past one of them a 429 naming it in details.limit ' +
          '(orders_per_address, orders_per_phone, orders_per_device). While the database is away longer than the node waits for it: a 503 with Retry-After and details.code database_unavailable. ' +
          "The order joins the signed-in shopper's account (session cookie) only when its phone is that shopper's number.",
        body: placeOrderBodySchema,
        response: {
          200: placedReply,
          201: placedReply,
          400: strapiErrorReply,
          409: strapiErrorReply,
          422: strapiErrorReply,
          429: strapiErrorReply,
          502: strapiErrorReply,
          503: strapiErrorReply,
        },
      },
    },
    async (request, reply) => {
      const signedInCustomerId = await sessionCustomerId(deps.db, request, new Date());
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(deps, {
          ...request.body,
          signedInCustomerId,
          language: requestLanguage(request),
          client: request.client,
        });
      } catch (error) {
        ordersFailed.inc({ kind: error instanceof DomainError ? error.kind : 'InternalError' });
        throw error;
      }
      const { created, ...data } = placed;
      if (created) ordersPlaced.inc({ payment: data.order.payment_method });
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
}
