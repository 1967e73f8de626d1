import { z } from 'zod';
import { ORDER_STAGES, ORDER_STEPS } from '../order-lifecycle';
import type { OrderLimitsSetting } from '../order-limits';
import { CLIENT_LIMIT_NAMES, type ClientLimitName, type ClientLimitsSetting } from '../client-limits';
import { STAFF_ROLES } from '../staff-access';

/**
 * What /api/admin answers, one schema per reply: the server declares them in its OpenAPI
 * document (and types its services by them), the back-office parses every reply with them.
 * Database rows keep their other columns (`loose`): the schema names what readers rely on.
 */
const envelope = <T extends z.ZodType, M extends z.ZodType>(data: T, meta: M) => z.object({ data, meta });
const noMeta = z.object({});

/** A request body the service itself parses (after its own checks, e.g. the sign-in limits): documented, never refused here. */
export const parsedByTheService = z.unknown();
/** A query string the service itself parses: its parameters documented, none refused here. */
export const queryParsedByTheService = (...names: string[]) =>
  z
    .object(Object.fromEntries(names.map((name) => [name, z.union([z.string(), z.array(z.string())]).optional()])))
    .loose();

const staffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  csrfToken: z.string(),
  /** The owner requires two-factor and this member has not set it up: only their account page is open. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffReply = z.object({ data: staffMeSchema });
export const signedOutReply = z.object({ data: z.object({ signedOut: z.boolean() }) });

const reviewSchema = z.object({
  name: z.string(),
  item: z.string(),
  itemName: z.string(),
  route: z.string().nullable(),
  customerName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  stars: z.number(),
  title: z.string(),
  comments: z.string(),
  images: z.array(z.string()),
  docstatus: z.number(),
  creation: z.string(),
  modified: z.string(),
});
export type AdminReview = z.infer<typeof reviewSchema>;
export const reviewPageReply = envelope(
  z.array(reviewSchema),
  z.object({
    status: z.enum(['pending', 'published', 'rejected']),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  }),
);
export type ReviewPage = z.infer<typeof reviewPageReply>;
const reviewDecisionSchema = z.object({
  changed: z.array(z.string()),
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ReviewDecisionResult = z.infer<typeof reviewDecisionSchema>;
export const reviewDecisionReply = z.object({ data: reviewDecisionSchema });

const orderRowSchema = z.object({
  name: z.string(),
  creation: z.string(),
  first_name: z.string(),
  phone: z.string(),
  payment_method: z.string(),
  custom_online_payment_status: z.string(),
  status: z.string(),
  shipping_method: z.string(),
  grand_total: z.number(),
  coupon_code: z.string().nullable(),
  refund_status: z.string().nullable(),
  stage: z.enum(ORDER_STAGES),
  refunded_amount: z.number(),
});
export const orderListReply = envelope(
  z.array(orderRowSchema),
  z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
);
export type OrderListPage = z.infer<typeof orderListReply>;

const orderSchema = orderRowSchema
  .extend({
    email: z.string().nullable(),
    country: z.string(),
    province: z.string().nullable(),
    wilaya: z.string().nullable(),
    zone: z.string().nullable(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    pickup_date: z.string().nullable(),
    pickup_time: z.string().nullable(),
    outlet: z.string().nullable(),
    delivery_date: z.string(),
    custom_payment_verification_check: z.number(),
    stock_returned: z.number(),
    sub_total: z.number(),
    discount_amount: z.number(),
    shipping_amount: z.number(),
    confirmed_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    /** The delivery zone's name for `zone` (its id). */
    zone_name: z.string().nullable(),
  })
  .loose();
const orderLineSchema = z
  .object({
    id: z.number(),
    idx: z.number(),
    item_code: z.string(),
    item_name: z.string(),
    image: z.string().nullable(),
    qty: z.number(),
    rate: z.number(),
    amount: z.number(),
    distributed_discount_amount: z.number(),
    refunded_qty: z.number(),
  })
  .loose();
const orderTaxSchema = z
  .object({ id: z.number(), description: z.string(), rate: z.number(), tax_amount: z.number() })
  .loose();
const paymentEventSchema = z
  .object({ id: z.number(), status: z.string(), source: z.string(), created_at: z.string() })
  .loose();
const paymentSessionSchema = z
  .object({
    id: z.number(),
    provider: z.string(),
    client_reference_id: z.string(),
    provider_session_id: z.string().nullable(),
    status: z.string(),
    total_amount: z.number(),
    created_at: z.string(),
    events: z.array(paymentEventSchema),
  })
  .loose();
const orderEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  detail: z.string().nullable(),
  amount: z.number().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
const orderRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  lines: z.array(z.object({ id: z.number(), qty: z.number() })),
  reason: z.string(),
  /** pending | succeeded | failed */
  status: z.string(),
  provider_refund_id: z.string().nullable(),
  error: z.string().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
  /** The tax credit note issued when the refund succeeded (CN-000001), else null. */
  credit_note: z.string().nullable(),
});
/** One SMS or e-mail of the order and its delivery state: pending | sending | sent | failed. */
const orderMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  channel: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  body: z.string().nullable(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
});
export const orderMessagesReply = z.object({ data: z.array(orderMessageSchema) });

/** Each step's message text in both languages (the team's or the default) and the defaults beside them. */
const messageTemplateSchema = z.object({
  kind: z.string(),
  en: z.string(),
  ar: z.string(),
  default_en: z.string(),
  default_ar: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesReply = z.object({ data: z.array(messageTemplateSchema) });
/** The lifecycle steps the team may take now, and how much of the card payment may still be refunded (baisa). */
const orderActionsSchema = z.object({ steps: z.array(z.enum(ORDER_STEPS)), refund: z.number() });
const orderDetailSchema = z.object({
  order: orderSchema,
  items: z.array(orderLineSchema),
  taxes: z.array(orderTaxSchema),
  paymentSessions: z.array(paymentSessionSchema),
  history: z.array(orderEventSchema),
  refunds: z.array(orderRefundSchema),
  messages: z.array(orderMessageSchema),
  actions: orderActionsSchema,
});
export type AdminOrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailReply = z.object({ data: orderDetailSchema });

const catalogItemSchema = z.object({
  name: z.string(),
  item_code: z.string(),
  item_name: z.string(),
  web_item_name: z.string(),
  web_item_name_ar: z.string().nullable(),
  short_description: z.string(),
  short_description_ar: z.string().nullable(),
  web_long_description: z.string(),
  web_long_description_ar: z.string().nullable(),
  website_image: z.string().nullable(),
  route: z.string(),
  brand: z.string().nullable(),
  custom_ecommerce_category: z.string().nullable(),
  website_warehouse: z.string(),
  stock_uom: z.string(),
  custom_sale_price: z.number().nullable(),
  custom_regular_price: z.number(),
  custom_stock_available: z.number(),
  published: z.boolean(),
  custom_show_on_offer_page: z.boolean(),
  custom_bogo_offer: z.boolean(),
  custom_is_dangerous_good_: z.boolean(),
  modified: z.string(),
});
/** A Website Item as the back-office edits it (prices in OMR). */
export type AdminCatalogItem = z.infer<typeof catalogItemSchema>;
export const catalogPageReply = envelope(
  z.array(catalogItemSchema),
  /** total: null for a search (not counted). */
  z.object({ nextCursor: z.string().nullable(), total: z.number().nullable(), limit: z.number() }),
);
export const catalogItemReply = envelope(catalogItemSchema, noMeta);
/** One of a product's images, in display order; `file` names it in the image routes. */
const catalogImageSchema = z.object({ file: z.string(), url: z.string() });
export type AdminCatalogImage = z.infer<typeof catalogImageSchema>;
export const catalogImagesReply = envelope(z.array(catalogImageSchema), noMeta);
const categorySchema = z.object({
  name: z.string(),
  category_name: z.string(),
  category_name_ar: z.string().nullable(),
  parent_ecommerce_category: z.string().nullable(),
  show_on_homepage: z.boolean(),
  priority: z.number(),
  ecommerce_category_image: z.string().nullable(),
  is_group: z.boolean(),
  /** 1 for a top-level category, 2 and 3 below it. */
  depth: z.number(),
  lft: z.number(),
  rgt: z.number(),
  products: z.number(),
});
/** An Ecommerce Category as the back-office manages it, with its place in the tree and its product count. */
export type AdminCategory = z.infer<typeof categorySchema>;
export const categoriesReply = envelope(z.array(categorySchema), noMeta);
export const categoryReply = envelope(categorySchema, noMeta);
const brandSchema = z.object({
  name: z.string(),
  brand: z.string(),
  brand_ar: z.string().nullable(),
  description: z.string(),
  description_ar: z.string().nullable(),
  custom_show_on_website: z.boolean(),
  custom_priority: z.number(),
  products: z.number(),
});
export type AdminBrand = z.infer<typeof brandSchema>;
export const brandsReply = envelope(z.array(brandSchema), noMeta);
export const brandReply = envelope(brandSchema, noMeta);
export const deletedReply = envelope(z.object({ deleted: z.string() }), noMeta);
export const lowStockReply = envelope(z.array(catalogItemSchema), z.object({ threshold: z.number() }));

const discountCodeSchema = z.object({
  code: z.string(),
  type: z.enum(['percentage', 'fixed', 'shipping']),
  /** Percent (1–100), OMR for a fixed amount, 0 for free shipping. */
  value: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  usage_limit: z.number().nullable(),
  used_count: z.number(),
  active: z.boolean(),
  description: z.string(),
  status: z.enum(['active', 'scheduled', 'expired', 'used up', 'inactive']),
  modified: z.string(),
});
/** A discount code as the back-office shows it (fixed values in OMR). */
export type AdminDiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodesReply = envelope(z.array(discountCodeSchema), z.object({ total: z.number() }));
export const discountCodeReply = envelope(discountCodeSchema, noMeta);

const orderLimitsSchema = z.object({
  max_units_per_line: z.number(),
  max_lines_per_order: z.number(),
  max_unconfirmed_order_value: z.number(),
  max_open_cod_per_phone: z.number(),
  max_open_cod_per_address: z.number(),
  max_open_card_per_phone: z.number(),
  cod_confirmation_hours: z.number(),
}) satisfies z.ZodType<OrderLimitsSetting>;
const clientLimitsSchema = z.object(
  Object.fromEntries(CLIENT_LIMIT_NAMES.map((name) => [name, z.number()])) as Record<ClientLimitName, z.ZodNumber>,
) satisfies z.ZodType<ClientLimitsSetting>;
const adminSettingsSchema = z.object({
  /** OMR. */
  free_shipping_above: z.number(),
  delivery_info: z.string(),
  /** Arabic delivery info; '' where none is written (the English is shown). */
  delivery_info_ar: z.string(),
  pickup_times: z.array(z.object({ value: z.string(), label: z.string(), label_ar: z.string() })),
  outlets: z.array(
    z.object({
      name: z.string(),
      name_ar: z.string(),
      address: z.string(),
      hours: z.string(),
      phone: z.string(),
      default: z.boolean(),
    }),
  ),
  order_limits: orderLimitsSchema,
  /** The per-client request limits in force (the shop's client_limits over the environment's). */
  client_limits: clientLimitsSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsReply = envelope(adminSettingsSchema, noMeta);

const bannerSchema = z.object({
  image: z.string(),
  mobile_image: z.string(),
  image_ar: z.string(),
  mobile_image_ar: z.string(),
  link: z.string(),
  alt: z.string(),
  alt_ar: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
const homeBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    web_template: z.string(),
    kind: z.literal('slider'),
    title: z.string(),
    title_ar: z.string(),
    size: z.string().nullable(),
    banners: z.array(bannerSchema),
  }),
  z.object({ web_template: z.string(), kind: z.literal('categories-grid'), title: z.string(), title_ar: z.string() }),
  z.object({
    web_template: z.string(),
    kind: z.literal('carousel'),
    title: z.string(),
    title_ar: z.string(),
    categories: z.array(z.string()),
  }),
]);
/** A home page block as the back-office edits it. */
export type AdminHomeBlock = z.infer<typeof homeBlockSchema>;
export const homeBlocksReply = envelope(z.array(homeBlockSchema), noMeta);
export const homeBlocksPageReply = envelope(z.array(homeBlockSchema), z.object({ categories: z.array(z.string()) }));

const mediaFileSchema = z.object({ url: z.string(), folder: z.string() });
export type MediaFile = z.infer<typeof mediaFileSchema>;
export const mediaFilesReply = envelope(z.array(mediaFileSchema), z.object({ total: z.number() }));
export const mediaFileReply = envelope(mediaFileSchema, noMeta);

const salesFigure = { orders: z.number(), revenue: z.number() };
const dashboardSchema = z.object({
  today: z.object({ ...salesFigure, date: z.string() }),
  month: z.object({ ...salesFigure, month: z.string() }),
  days: z.array(z.object({ ...salesFigure, date: z.string() })),
  /** Open orders whose money has not come yet (OMR): card orders unpaid, COD orders not handed over. */
  awaiting: z.object({
    card: z.object({ orders: z.number(), amount: z.number() }),
    cod: z.object({ orders: z.number(), amount: z.number() }),
  }),
  needsRefund: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardSchema>;
export const dashboardReply = envelope(dashboardSchema, noMeta);
