import { type Language, pickText } from '@shop/domain/language';
import { toBaisa, toRial } from '@shop/domain/money';
import type { Quote, QuoteForm, QuoteRequest } from '@shop/domain/schemas/order-quote';
import { isOman } from '@shop/domain/shipping';
import type { Kysely } from 'kysely';
import { CARD_MINIMUM_TOTAL } from '../../adapters/payment/payment-provider';
import type { Database } from '../../db/schema';
import { render } from '../../i18n/shopper-text';
import { findDiscountCode } from '../discounts/discounts.repository';
import { findCountedDiscountCode } from '../discounts/discounts.service';
import type { ClientAddress } from '../rate-limit/client-address';
import type { DeliveryService } from '../delivery/delivery.service';
import type { SettingsService } from '../settings/settings.service';
import { type CheckoutSettings, checkoutSettings } from './checkout-settings';
import { canonicalCountry } from './destination';
import { type PricedCart, type RequestedLine, type ShippingChoice, priceCart } from './order-pricing';
import { sellableItems } from './orders.repository';

export interface QuoteDeps {
  db: Kysely<Database>;
  settings: SettingsService;
  delivery: DeliveryService;
  warehouse: string;
  now?: () => Date;
}

/** A discount code as orders read it: trimmed, upper-case, none when empty. */
export const normalizeCode = (code: string | undefined): string | null => code?.trim().toUpperCase() || null;

/** Whether a card can pay this total (the provider's minimum, payment-provider.ts). */
export const cardCanPay = (grandTotal: number): boolean => grandTotal >= CARD_MINIMUM_TOTAL;

/** The priced cart as the quote answers it (rial on the wire; the discount's reason in the request's language). */
export function quoteReply(cart: PricedCart, language: Language): Quote {
  const { totals } = cart;
  return {
    lines: cart.lines.map((l) => ({
      item_code: l.item_code,
      status: l.status,
      name: l.name === null ? null : pickText(language, l.name, l.nameAr),
      sale_price: l.salePrice === null ? null : toRial(l.salePrice),
      regular_price: l.regularPrice === null ? null : toRial(l.regularPrice),
      stock: l.stock,
      requested_quantity: l.requested,
      quantity: l.quantity,
      line_total: toRial((l.salePrice ?? 0) * l.quantity),
      price_changed:
        l.priceChanged && l.shownPrice !== null && l.salePrice !== null
          ? { from: toRial(l.shownPrice), to: toRial(l.salePrice) }
          : null,
    })),
    discount: cart.discount && {
      code: cart.discount.code,
      status: cart.discount.status,
      reason: cart.discount.reason ? render(language, cart.discount.reason) : '',
      type: cart.discount.type,
      value:
        cart.discount.type === 'fixed'
          ? toRial(cart.discount.value)
          : cart.discount.type === 'percentage'
            ? cart.discount.value
            : 0,
    },
    sub_total: toRial(totals.subTotal),
    discount_amount: toRial(totals.discountOffset),
    vat: toRial(totals.vat),
    shipping: cart.shippingKnown ? toRial(totals.shipping) : null,
    grand_total: toRial(totals.grandTotal),
    card: { available: cardCanPay(totals.grandTotal), minimum: toRial(CARD_MINIMUM_TOTAL) },
    changed: cart.changed,
  };
}

/**
 * Shipping from as much of the form as is known, leniently: no method yet, no shipping; an Oman
 * delivery whose zone does not (yet) match its wilaya and province costs the Oman fallback, as
 * the checkout shows before a zone is chosen. Placement checks the destination strictly
 * (destination.ts) and prices it with the same pricing.
 */
async function quotedShipping(
  delivery: DeliveryService,
  form: QuoteForm | undefined,
  settings: CheckoutSettings,
): Promise<ShippingChoice | null> {
  if (!form?.ShippingField) return null;
  const country = canonicalCountry(form.CountryField ?? 'Oman', settings);
  if (form.ShippingField === 'Pick up from Store') return { country, method: 'Pick up from Store', zonePrice: null };
  if (!isOman(country) || !form.WilayaZone) return { country, method: 'Delivery', zonePrice: null };
  const zone = (await delivery.zones())
    .find((p) => p.province === form.Province)
    ?.wilayas.find((w) => w.name_en === form.Wilaya)
    ?.zones.find((z) => z.zone_id === form.WilayaZone);
  return { country, method: 'Delivery', zonePrice: zone ? toBaisa(zone.customer_price) : null };
}

/** What the database says of these lines and this code, read together; a shopper's code counts toward the refused-code limit. */
export async function readPricingInputs(
  db: Kysely<Database>,
  lines: RequestedLine[],
  code: string | null,
  warehouse: string,
  counted?: { client: ClientAddress; now: Date },
) {
  const [rows, codeRow] = await Promise.all([
    sellableItems(
      db,
      lines.map((i) => i.item_code),
      warehouse,
    ),
    code
      ? counted
        ? findCountedDiscountCode(db, code, counted.client, counted.now)
        : findDiscountCode(db, code)
      : Promise.resolve(undefined),
  ]);
  return { rows, codeRow };
}

/**
 * POST /api/orders/quote: what placing this cart would bill now, by the pricing placement uses
 * (order-pricing.ts): each line's current name, prices and stock (a line priced at most at its
 * stock, a line with none left or no longer sold left out of the totals), whether its price
 * differs from the one the client showed, the discount's status, shipping once the destination
 * is known, VAT, the grand total, and whether a card can pay it. Reads only.
 */
export async function quoteOrder(
  deps: QuoteDeps,
  input: QuoteRequest,
  language: Language,
  client?: ClientAddress,
): Promise<Quote> {
  const now = deps.now?.() ?? new Date();
  const settings = await checkoutSettings(deps.settings);
  const code = normalizeCode(input.discount_code);
  const [{ rows, codeRow }, shipping] = await Promise.all([
    readPricingInputs(deps.db, input.items, code, deps.warehouse, client && { client, now }),
    quotedShipping(deps.delivery, input.form, settings),
  ]);
  return quoteReply(
    priceCart({
      requested: input.items,
      rows,
      clampToStock: true,
      code,
      codeRow,
      shipping,
      freeShippingAbove: settings.freeShippingAbove,
      now,
    }),
    language,
  );
}
