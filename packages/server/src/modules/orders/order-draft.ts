import { type CartTotals, VAT_RATE_PERCENT } from '@shop/domain/cart-totals';
import { omanIsoDate } from '@shop/domain/dates';
import type { Baisa } from '@shop/domain/money';
import { deliveryAddressKey } from '@shop/domain/order-limits';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import type { Insertable } from 'kysely';
import type { SalesOrderItemTable, SalesOrderTable, SalesOrderTaxTable } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { ORDER_CONSTANTS, PAYMENT_STATUS_TEXT } from './order-constants';

/** An ordered item as the database has it (prices in baisa), with the quantity asked for. */
export interface OrderItemSource {
  item_code: string;
  item_name: string;
  /** The Arabic name where one is written (web_item_name_ar): what Arabic replies name the item by; orders keep the English. */
  item_name_ar: string | null;
  image: string | null;
  stock_uom: string;
  salePrice: number;
  regularPrice: number;
  dangerousGood: boolean;
  quantity: number;
}

/** Where the order goes, already checked against the database and settings. */
export type Destination =
  | { kind: 'oman-zone'; province: string; wilaya: string; zoneId: string; zonePrice: number }
  | { kind: 'address'; country: string }
  | { kind: 'pickup'; date: string; time: string; outlet: string };

export interface DraftInput {
  form: CheckoutFields;
  country: string;
  destination: Destination;
  /** The order as priceCart (order-pricing.ts) priced it: its items, totals and each item's share of the discount. */
  priced: { items: OrderItemSource[]; totals: CartTotals; shares: Baisa[]; couponCode: string | null };
  customerId: number | null;
  warehouse: string;
  now: Date;
}

export interface OrderDraft {
  order: Omit<Insertable<SalesOrderTable>, 'name' | 'idempotency_key' | 'idempotency_hash'>;
  items: Omit<Insertable<SalesOrderItemTable>, 'parent'>[];
  tax: Omit<Insertable<SalesOrderTaxTable>, 'parent'>;
  totals: CartTotals;
}

/**
 * The Sales Order a checkout becomes (SPEC §3 'Sales order payload'), every amount as the one
 * pricing (order-pricing.ts) computed it from database prices: VAT 5% after the discount,
 * shipping by SPEC §9, the discount spread over the lines it applies to. docstatus 0 and
 * 'Unpaid' until paid or confirmed.
 */
export function draftOrder(input: DraftInput): OrderDraft {
  const { form, destination, now } = input;
  const { totals, shares } = input.priced;
  const today = omanIsoDate(now, 0);
  const stamp = toTimestamp(now);

  const order: OrderDraft['order'] = {
    naming_series: ORDER_CONSTANTS.namingSeries,
    docstatus: 0,
    customer: ORDER_CONSTANTS.customer,
    customer_id: input.customerId,
    first_name: form.FirstName,
    email: form.Email || null,
    phone: `${form.CountryNumber}${form.MobileNumber}`,
    country: input.country,
    province: destination.kind === 'oman-zone' ? destination.province : null,
    wilaya: destination.kind === 'oman-zone' ? destination.wilaya : null,
    zone: destination.kind === 'oman-zone' ? destination.zoneId : null,
    address: destination.kind === 'pickup' ? null : form.Address || null,
    postal_code: destination.kind === 'pickup' ? null : form.PostalCode || null,
    address_key:
      destination.kind === 'pickup'
        ? null
        : deliveryAddressKey({
            country: input.country,
            zone: destination.kind === 'oman-zone' ? destination.zoneId : null,
            address: form.Address,
          }),
    shipping_method: form.ShippingField,
    payment_method: form.PaymentType,
    pickup_date: destination.kind === 'pickup' ? destination.date : null,
    pickup_time: destination.kind === 'pickup' ? destination.time : null,
    outlet: destination.kind === 'pickup' ? destination.outlet : null,
    delivery_date: today,
    coupon_code: input.priced.couponCode,
    company: ORDER_CONSTANTS.company,
    cost_center: ORDER_CONSTANTS.costCenter,
    selling_price_list: ORDER_CONSTANTS.priceList,
    set_warehouse: input.warehouse,
    order_type: ORDER_CONSTANTS.orderType,
    order_from_application: 0,
    custom_online_payment_status: PAYMENT_STATUS_TEXT.unpaid,
    custom_cancelled_payment: 0,
    custom_payment_verification_check: 0,
    status: 'Placed',
    stock_returned: 0,
    sub_total: totals.subTotal,
    discount_amount: totals.discountOffset,
    vat_amount: totals.vat,
    shipping_amount: totals.shipping,
    grand_total: totals.grandTotal,
    client_reference_id: null,
    creation: stamp,
    modified: stamp,
  };
  const items = input.priced.items.map((i, index) => ({
    idx: index + 1,
    item_code: i.item_code,
    item_name: i.item_name,
    image: i.image,
    qty: i.quantity,
    rate: i.salePrice,
    amount: i.salePrice * i.quantity,
    distributed_discount_amount: shares[index]!,
    uom: i.stock_uom,
    stock_uom: i.stock_uom,
    delivery_date: today,
    item_tax_template: ORDER_CONSTANTS.itemTaxTemplate,
  }));
  const tax = {
    idx: 1,
    charge_type: ORDER_CONSTANTS.vatChargeType,
    account_head: ORDER_CONSTANTS.vatAccountHead,
    description: ORDER_CONSTANTS.vatDescription,
    rate: VAT_RATE_PERCENT,
    tax_amount: totals.vat,
  };
  return { order, items, tax, totals };
}
