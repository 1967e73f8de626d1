import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNTRIES } from '@shop/domain/phone';
import { placeOrderBodySchema } from '@shop/domain/schemas/checkout';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { recordAudit, resourceTokenActor } from '../audit/audit-log';
import { applyPaymentOutcome } from '../payments/payments.service';
import type { DoctypeWriter, WriteContext } from '../resource/resource-writes.routes';
import { getResource, resourceView } from '../resource/resource.service';
import { findOrder } from './orders.repository';
import { type OrdersDeps, placeOrder } from './orders.service';

const DOCTYPE = 'Sales Order';

const requireToken = (context: WriteContext) => {
  if (!context.caller.authenticated) throw forbidden(`Insufficient Permission for ${DOCTYPE}: a token is required`);
};

const text = z.union([z.string(), z.number()]).transform(String).optional();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * SPEC §3's sales order payload, as the storefront (and an ERP) sends it. Only what places an
 * order is read: the customer's details, the shipping and payment choice, the coupon, each item's
 * code and qty. Rates, amounts, taxes, totals and the fixed internal constants are ignored: the
 * order is priced from the database like POST /api/orders.
 */
const salesOrderPayload = z.object({
  first_name: text,
  phone: text,
  email: text,
  country: text,
  province: text,
  wilaya: text,
  zone: text,
  address: text,
  postal_code: text,
  shipping_method: text,
  payment_method: text,
  pickup_date: text,
  pickup_time: text,
  outlet: text,
  coupon_code: text,
  items: z.array(z.object({ item_code: z.string(), qty: z.number() }).loose(), {
    error: 'items must be a list of {item_code, qty}',
  }),
});

/** SPEC §3: the phone is the country code followed by the number. */
function splitPhone(phone: string): { CountryNumber: string; MobileNumber: string } {
  const digits = phone.replace(/^\+|^00/, '');
  const country = DEFAULT_COUNTRIES.find((c) => digits.startsWith(c.prefix) && digits.length > c.prefix.length);
  return country
    ? { CountryNumber: country.prefix, MobileNumber: digits.slice(country.prefix.length) }
    : { CountryNumber: '968', MobileNumber: digits };
}

function orderRequestOf(body: unknown) {
  const doc = salesOrderPayload.parse(body);
  const present = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);
  return placeOrderBodySchema.parse({
    idempotency_key: randomUUID(),
    items: doc.items.map((line) => ({ item_code: line.item_code, quantity: line.qty })),
    discount_code: present(doc.coupon_code),
    form: {
      ...splitPhone(doc.phone ?? ''),
      FirstName: doc.first_name,
      Email: doc.email,
      CountryField: present(doc.country),
      Province: doc.province,
      Wilaya: doc.wilaya,
      WilayaZone: doc.zone,
      Address: doc.address,
      PostalCode: doc.postal_code,
      DateField: doc.pickup_date,
      TimeField: doc.pickup_time,
      PaymentType: doc.payment_method,
      ShippingField: doc.shipping_method,
      Outlet: doc.outlet,
    },
  });
}

/**
 * SPEC §7's payment update: custom_online_payment_status with either flag. The status text is
 * the shop's own (Paid / Cancelled); the flag decides.
 */
const paymentUpdate = z
  .object({
    custom_online_payment_status: z.string().max(140).optional(),
    custom_payment_verification_check: flag.optional(),
    custom_cancelled_payment: flag.optional(),
  })
  .strict()
  .refine((u) => u.custom_payment_verification_check !== u.custom_cancelled_payment, {
    message: 'Send custom_payment_verification_check: 1 (paid) or custom_cancelled_payment: 1 (cancelled), not both',
  });

/**
 * Sales Order through the resource service, token only: POST places an order as POST /api/orders
 * does (priced and stock-checked by the server; audited as the token's); PUT records the card
 * payment's outcome; an order is never deleted.
 */
export function salesOrderWriters(deps: OrdersDeps, db: Db): Record<string, DoctypeWriter> {
  const reply = (name: string, context: WriteContext) => getResource(db, resourceView(DOCTYPE, context.caller), name);
  return {
    [DOCTYPE]: {
      mandatory: ['first_name', 'phone', 'items', 'payment_method', 'shipping_method'],
      admitCreate: async (context) => requireToken(context),
      create: async (body, context) => {
        requireToken(context);
        const request = orderRequestOf(body);
        const placed = await placeOrder(deps, { ...request, signedInCustomerId: null, client: context.client });
        await recordAudit(deps.db, resourceTokenActor(context.requestId), {
          action: 'order.place',
          target: { type: 'sales_order', id: placed.order.name },
          after: { payment_method: placed.order.payment_method, grand_total: placed.order.grand_total.toFixed(3) },
        });
        return reply(placed.order.name, context);
      },
      update: async (name, body, context) => {
        requireToken(context);
        const update = paymentUpdate.parse(body);
        const outcome = update.custom_payment_verification_check ? 'paid' : 'cancelled';
        const order = await findOrder(deps.db, name);
        if (!order) throw notFound(`${DOCTYPE} ${name} not found`);
        if (order.payment_method !== 'Credit / Debit Card') {
          throw badRequest(`${name} is paid in cash: its payment is recorded when it is handed over`, undefined, {
            code: 'order.not_card_payment',
          });
        }
        const applied = await applyPaymentOutcome(
          deps.db,
          name,
          null,
          outcome,
          'erp',
          resourceTokenActor(context.requestId),
        );
        if (!applied) {
          const latest = await findOrder(deps.db, name);
          const already =
            outcome === 'paid'
              ? latest?.custom_payment_verification_check === 1
              : latest?.custom_cancelled_payment === 1;
          if (!already)
            throw conflict(
              `${name}: its payment is already settled as ${outcome === 'paid' ? 'cancelled' : 'paid'}`,
              undefined,
              {
                code: 'order.payment_settled',
              },
            );
        }
        return reply(name, context);
      },
      notDeletable: {
        code: 'order.not_deletable',
        message: `${DOCTYPE} cannot be deleted: an order is kept for the accounts (cancel it instead)`,
      },
    },
  };
}
