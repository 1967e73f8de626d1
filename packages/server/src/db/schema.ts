import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The database, as Kysely sees it. One schema for SQLite and PostgreSQL.
 *
 * Conventions
 * - Money columns hold integer baisa (1 OMR = 1000 baisa); names end in the Frappe field
 *   name so the resource service maps them 1:1 and converts at the wire.
 * - Flags are integers 0/1 (Frappe's own wire form).
 * - Timestamps are UTC text 'YYYY-MM-DD HH:mm:ss.SSS' (Frappe's form); they sort as text
 *   on both engines.
 */

type Flag = number;
type Baisa = number;
type Timestamp = string;
type Id = Generated<number>;

interface WebsiteItemTable {
  name: string;
  item_code: string;
  item_name: string;
  item_name_ar: string | null;
  web_item_name: string;
  web_item_name_ar: string | null;
  website_image: string | null;
  short_description: string;
  short_description_ar: string | null;
  web_long_description: string;
  web_long_description_ar: string | null;
  /** The English and Arabic names in the search's written form (domain/search-text.ts productSearchText); kept by every write of the names. */
  search_text: string;
  route: string;
  published: Flag;
  item_group: string;
  custom_sale_price: Baisa | null;
  custom_regular_price: Baisa;
  brand: string | null;
  custom_ecommerce_category: string | null;
  custom_stock_available: number;
  custom_bogo_offer: Flag;
  custom_is_dangerous_good_: Flag;
  stock_uom: string;
  custom_show_on_offer_page: Flag;
  website_warehouse: string;
  creation: Timestamp;
  modified: Timestamp;
}

/** A product's images in display order (migration 0012); the first is also `website_item.website_image`. */
interface WebsiteItemImageTable {
  image_key: string;
  item: string;
  idx: number;
  url: string;
  creation: Timestamp;
}

export interface EcommerceCategoryTable {
  name: string;
  category_name: string;
  category_name_ar: string | null;
  is_group: Flag;
  show_on_homepage: Flag;
  priority: number;
  ecommerce_category_image: string | null;
  parent_ecommerce_category: string | null;
  /** Nested-set bounds, as Frappe keeps them: a node's descendants have lft..rgt inside its own. */
  lft: number;
  rgt: number;
  creation: Timestamp;
  modified: Timestamp;
}

export interface BrandTable {
  name: string;
  brand: string;
  brand_ar: string | null;
  description: string;
  description_ar: string | null;
  image: string | null;
  custom_show_on_website: Flag;
  custom_priority: number;
  creation: Timestamp;
  modified: Timestamp;
}

export interface WebPageTable {
  name: string;
  title: string;
  route: string;
  published: Flag;
  creation: Timestamp;
  modified: Timestamp;
}

/** Child table of Web Page ("page_blocks"). */
export interface WebPageBlockTable {
  id: Id;
  parent: string;
  idx: number;
  web_template: string;
  size: string | null;
  /** JSON text: title, categories, banner_N / mobile_banner_N / link_banner_N … */
  web_template_values: string;
}

/** Child table of Web Page ("brands"). */
interface WebPageBrandTable {
  id: Id;
  parent: string;
  idx: number;
  brand: string;
}

export interface WebsiteItemReviewTable {
  name: string;
  item: string;
  item_name: string;
  customer_name: string;
  phone_number: string;
  email: string | null;
  /** Fraction 0..1 (stars / 5). */
  rating: number;
  review_title: string;
  comments: string;
  /** JSON text: list of image URLs served by the app (never image data). */
  images: string | null;
  /** 0 pending, 1 published, 2 rejected. */
  docstatus: number;
  creation: Timestamp;
  modified: Timestamp;
}

interface CustomerTable {
  id: Id;
  /** Full number with country code, digits only, e.g. 96891234567. */
  phone: string;
  first_name: string | null;
  email: string | null;
  created_at: Timestamp;
}

export interface SalesOrderTable {
  name: string;
  naming_series: string;
  docstatus: number;
  customer: string;
  customer_id: number | null;
  first_name: string;
  email: string | null;
  /** Country code plus number, digits only. */
  phone: string;
  country: string;
  province: string | null;
  wilaya: string | null;
  zone: string | null;
  address: string | null;
  postal_code: string | null;
  shipping_method: string;
  payment_method: string;
  pickup_date: string | null;
  pickup_time: string | null;
  outlet: string | null;
  delivery_date: string;
  coupon_code: string | null;
  company: string;
  cost_center: string;
  selling_price_list: string;
  set_warehouse: string;
  order_type: string;
  order_from_application: Flag;
  custom_online_payment_status: string;
  custom_cancelled_payment: Flag;
  custom_payment_verification_check: Flag;
  /** Placed | Delivered | Cancelled */
  status: string;
  stock_returned: Flag;
  sub_total: Baisa;
  discount_amount: Baisa;
  vat_amount: Baisa;
  shipping_amount: Baisa;
  grand_total: Baisa;
  idempotency_key: string | null;
  /** SHA-256 of the canonical request that placed the order under its idempotency key. */
  idempotency_hash: string | null;
  client_reference_id: string | null;
  /** When the team confirmed a cash-on-delivery order by phone (SPEC's confirmation call); null until then. */
  confirmed_at: Timestamp | null;
  /** The delivery address as open orders are counted by it (domain deliveryAddressKey); null for pickup or no address text. */
  address_key: string | null;
  /** SHA-256 hex of the card order's payment secret (the browser that placed it holds the secret). */
  payment_secret_hash: string | null;
  /** 'Due': money was received for this cancelled order and must go back. */
  refund_status: string | null;
  /** Lifecycle stage (domain/order-lifecycle.ts OrderStage). */
  stage: Generated<string>;
  /** When the money was received: card paid, or COD handed over. */
  paid_at: Timestamp | null;
  /** Baisa refunded or being refunded at the provider. */
  refunded_amount: Generated<Baisa>;
  /** The shopper's language at checkout (en | ar): the order's messages are written in it. */
  language: Generated<string>;
  creation: Timestamp;
  modified: Timestamp;
}

export interface SalesOrderItemTable {
  id: Id;
  parent: string;
  idx: number;
  item_code: string;
  item_name: string;
  image: string | null;
  qty: number;
  rate: Baisa;
  amount: Baisa;
  /** This line's share of the order's discount. */
  distributed_discount_amount: Generated<Baisa>;
  uom: string;
  stock_uom: string;
  delivery_date: string;
  item_tax_template: string;
}

export interface SalesOrderTaxTable {
  id: Id;
  parent: string;
  idx: number;
  charge_type: string;
  account_head: string;
  description: string;
  /** Percent, e.g. 5. */
  rate: number;
  tax_amount: Baisa;
}

export interface DiscountCodeTable {
  code: string;
  /** percentage | fixed | shipping */
  type: string;
  /** Percent (0..100) for percentage, baisa for fixed, 0 for shipping. */
  value: number;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  usage_limit: number | null;
  used_count: number;
  active: Flag;
  description: string;
  creation: Timestamp;
  modified: Timestamp;
}

export interface SiteSettingTable {
  key: string;
  /** JSON text. */
  value: string;
  modified: Timestamp;
}

export interface CountryTable {
  code: string;
  name: string;
  prefix: string;
  /** Length of prefix + national number, e.g. 11 for Oman (968 + 8 digits). */
  valid_length: number;
  /** Shipping fallback when no zone applies, baisa. */
  shipping_fallback: Baisa;
  sort_order: number;
}

interface OmanProvinceTable {
  id: Id;
  name: string;
  name_ar: string;
  sort_order: number;
}

interface OmanWilayaTable {
  id: Id;
  province_id: number;
  name_en: string;
  name_ar: string;
  sort_order: number;
}

interface OmanZoneTable {
  zone_id: string;
  wilaya_id: number;
  name_en: string;
  name_ar: string;
  /** Inside Muscat | Outside Muscat | Remote Area */
  category: string;
  category_price: Baisa;
  customer_price: Baisa;
}

interface OtpChallengeTable {
  id: Id;
  phone: string;
  code_hash: string;
  ip: string;
  attempts: number;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

interface SmsOutboxTable {
  id: Id;
  to_number: string;
  message: string;
  provider: string;
  status: string;
  created_at: Timestamp;
}

/** The outbox of an order's messages (modules/order-messages): one row per step and channel. */
interface OrderMessageTable {
  id: Id;
  order_name: string;
  /** The step it tells of, unique per order and channel ('refunded:<event id>' for each refund). */
  dedupe_key: string;
  /** order-messages/message-kinds.ts MessageKind. */
  kind: string;
  /** sms | email */
  channel: string;
  amount: Baisa | null;
  /** pending | sending | sent | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** The text as sent. */
  body: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

interface InvoiceSequenceTable {
  name: string;
  current: number;
}

interface TaxInvoiceTable {
  number: number;
  order_name: string;
  issued_at: Timestamp;
}

/** One per refund (order_refund.id), numbered from invoice_sequence 'credit_note'. */
interface CreditNoteTable {
  number: number;
  refund_id: number;
  order_name: string;
  issued_at: Timestamp;
}

interface CustomerSessionTable {
  id: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

interface StaffUserTable {
  id: Id;
  email: string;
  name: string;
  password_hash: string;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  /** owner | staff | reviewer (domain/staff-access.ts). */
  role: string;
  /** invited (no password yet) | active | disabled. */
  status: string;
  /** Base32 TOTP secret once two-factor is on. */
  totp_secret: Generated<string | null>;
  totp_pending_secret: Generated<string | null>;
  /** The time step of the last code accepted. */
  totp_last_step: Generated<number | null>;
}

/** One-time invite and password-reset links (migration 0016); `id` is the token's SHA-256. */
interface StaffLinkTable {
  id: string;
  /** invite | reset */
  kind: string;
  staff_id: number;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface StaffRecoveryCodeTable {
  id: Id;
  staff_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** The owner's rules for staff sign-in (modules/staff/two-factor-policy.ts); JSON values. */
interface StaffSettingTable {
  key: string;
  value: string;
  modified: Timestamp;
}

/** Who changed what (modules/audit). */
interface AuditLogTable {
  id: Id;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text: { before?, after? }. */
  summary: string;
  request_id: string | null;
}

interface StaffSessionTable {
  id: string;
  staff_id: number;
  csrf_token: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

interface PaymentSessionTable {
  id: Id;
  order_name: string;
  provider: string;
  client_reference_id: string;
  provider_session_id: string | null;
  session_url: string | null;
  /** unpaid | paid | cancelled */
  status: string;
  total_amount: Baisa;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PaymentSessionEventTable {
  id: Id;
  payment_session_id: number;
  status: string;
  source: string;
  created_at: Timestamp;
}

/** The payment sandbox's own records, as the real provider would keep them. */
interface SandboxCheckoutSessionTable {
  session_id: string;
  client_reference_id: string;
  /** JSON text: [{name, quantity, unit_amount}] */
  products: string;
  total_amount: Baisa;
  success_url: string;
  cancel_url: string;
  /** JSON text. */
  metadata: string;
  payment_status: string;
  /** The provider's invoice number of the session; its payment is found by it. */
  invoice: string | null;
  /** Set when paid. */
  payment_id: string | null;
  created_at: Timestamp;
}

/** An order's history: each lifecycle step, cash received, refunds and staff notes. */
interface OrderEventTable {
  id: Id;
  order_name: string;
  /** A stage reached (confirmed, packed, …), cash_received, refund, refund_failed, note. */
  kind: string;
  detail: string | null;
  amount: Baisa | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: Timestamp;
}

interface OrderRefundTable {
  id: Id;
  order_name: string;
  idempotency_key: string;
  amount: Baisa;
  /** JSON text: [{id, qty}] of sales_order_item lines. */
  lines: string;
  reason: string;
  /** pending | succeeded | failed */
  status: string;
  provider_refund_id: string | null;
  error: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The payment sandbox's refunds, as the real provider would keep them. */
interface SandboxRefundTable {
  refund_id: string;
  payment_id: string;
  amount: Baisa;
  reason: string;
  /** JSON text. */
  metadata: string;
  status: string;
  created_at: Timestamp;
}

interface NamingSeriesTable {
  name: string;
  current: number;
}

/**
 * How many website items share one combination of the listing's filter columns: rows of +n/−n
 * appended by triggers, folded back to one row per combination by compaction (migration 0005).
 */
interface WebsiteItemFacetCountTable {
  id: Generated<number>;
  website_warehouse: string | null;
  published: number | null;
  has_sale_price: number;
  custom_ecommerce_category: string | null;
  brand: string | null;
  custom_show_on_offer_page: number | null;
  in_stock: number;
  n: number;
}

/** Fixed-window counters for rate limits (OTP per number / per IP, staff sign-in). */
/** The team's synonyms (issue 29): `terms` is a comma-separated list of words or phrases that widen each other. */
interface SearchSynonymTable {
  id: Id;
  terms: string;
  modified: Timestamp;
}

/** Each searched query (results page) and how many products it found, for the team's zero/low-result report. */
interface SearchQueryLogTable {
  id: Id;
  at: Timestamp;
  query: string;
  results: number;
}

interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface Database {
  website_item: WebsiteItemTable;
  website_item_facet_count: WebsiteItemFacetCountTable;
  website_item_image: WebsiteItemImageTable;
  ecommerce_category: EcommerceCategoryTable;
  brand: BrandTable;
  web_page: WebPageTable;
  web_page_block: WebPageBlockTable;
  web_page_brand: WebPageBrandTable;
  website_item_review: WebsiteItemReviewTable;
  customer: CustomerTable;
  naming_series: NamingSeriesTable;
  sales_order: SalesOrderTable;
  sales_order_item: SalesOrderItemTable;
  sales_order_tax: SalesOrderTaxTable;
  discount_code: DiscountCodeTable;
  site_setting: SiteSettingTable;
  country: CountryTable;
  oman_province: OmanProvinceTable;
  oman_wilaya: OmanWilayaTable;
  oman_zone: OmanZoneTable;
  otp_challenge: OtpChallengeTable;
  sms_outbox: SmsOutboxTable;
  customer_session: CustomerSessionTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_link: StaffLinkTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  staff_setting: StaffSettingTable;
  payment_session: PaymentSessionTable;
  payment_session_event: PaymentSessionEventTable;
  rate_limit: RateLimitTable;
  sandbox_checkout_session: SandboxCheckoutSessionTable;
  sandbox_refund: SandboxRefundTable;
  order_event: OrderEventTable;
  order_refund: OrderRefundTable;
  search_synonym: SearchSynonymTable;
  search_query_log: SearchQueryLogTable;
  order_message: OrderMessageTable;
  invoice_sequence: InvoiceSequenceTable;
  tax_invoice: TaxInvoiceTable;
  credit_note: CreditNoteTable;
}

export type WebsiteItem = Selectable<WebsiteItemTable>;
export type NewWebsiteItem = Insertable<WebsiteItemTable>;
export type WebsiteItemReview = Selectable<WebsiteItemReviewTable>;
export type DiscountCode = Selectable<DiscountCodeTable>;
