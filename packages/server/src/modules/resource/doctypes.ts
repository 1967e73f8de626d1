import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { normaliseSearchText } from '@shop/domain/search-text';
import type { FieldDef } from './field-types';

/**
 * The doctypes the resource service answers for, mapped onto our tables. Field names are the
 * Frappe field names and the column names alike; only fields listed here can be read,
 * filtered or sorted on, and they reach SQL as quoted identifiers, never as text.
 */
type TableName = keyof Database;

interface ChildTableDef {
  /** The parent's field holding the rows, e.g. `page_blocks`. */
  field: string;
  doctype: string;
  table: TableName;
  fields: Record<string, FieldDef>;
}

interface AnonymousAccess {
  /** Conditions every anonymous query gets, e.g. published = 1. */
  implicit: Record<string, number>;
  /** Fields an anonymous caller may neither read nor filter or sort on (PII). */
  hidden: readonly string[];
}

export interface DoctypeDef {
  name: string;
  table: TableName;
  fields: Record<string, FieldDef>;
  children: readonly ChildTableDef[];
  /** A nested-set tree (lft/rgt): `descendants of` works on its name and on links to it. */
  tree?: boolean;
  /** Undefined: token only. */
  anonymous?: AnonymousAccess;
  /** Anonymous answers may be cached briefly (the public catalog). */
  catalog: boolean;
}

const data: FieldDef = { type: 'data' };
const text: FieldDef = { type: 'text' };
const int: FieldDef = { type: 'int' };
const float: FieldDef = { type: 'float' };
const check: FieldDef = { type: 'check' };
const currency: FieldDef = { type: 'currency' };
const datetime: FieldDef = { type: 'datetime' };
const date: FieldDef = { type: 'date' };
/**
 * Frappe's standard fields on every document (frappe/model/__init__.py default_fields):
 * creation and modified are columns; owner, modified_by and idx are constant here (every record
 * is the shop's, written by its Administrator: the staff member is in the audit log), and so is
 * docstatus where the doctype has no workflow (0, a draft: catalog records are never submitted).
 */
const standard = (value: string | number): FieldDef => ({
  type: typeof value === 'number' ? 'int' : 'data',
  constant: value,
});
const owned = { owner: standard('Administrator'), modified_by: standard('Administrator'), idx: standard(0) };
const stamps = { creation: datetime, modified: datetime, ...owned, docstatus: standard(0) };
const submittable = { creation: datetime, modified: datetime, ...owned, docstatus: int };
/** Filter values on it are brought to its stored form first (a `like` on it matches Arabic and English names alike). */
const searchText: FieldDef = { type: 'data', normalise: normaliseSearchText, search: true };

const CATEGORY_DOCTYPE = 'Ecommerce Category';

const doctypeList: DoctypeDef[] = [
  {
    name: 'Website Item',
    table: 'website_item',
    catalog: true,
    anonymous: { implicit: { published: 1 }, hidden: [] },
    children: [],
    fields: {
      name: data,
      item_code: data,
      item_name: data,
      item_name_ar: data,
      web_item_name: data,
      web_item_name_ar: data,
      website_image: data,
      short_description: text,
      short_description_ar: text,
      web_long_description: text,
      web_long_description_ar: text,
      search_text: searchText,
      route: data,
      published: check,
      item_group: data,
      custom_sale_price: { type: 'currency', nullable: true },
      custom_regular_price: currency,
      brand: { type: 'data', link: 'Brand' },
      custom_ecommerce_category: { type: 'data', link: CATEGORY_DOCTYPE },
      custom_stock_available: int,
      custom_bogo_offer: check,
      custom_is_dangerous_good_: check,
      stock_uom: data,
      custom_show_on_offer_page: check,
      website_warehouse: data,
      ...stamps,
    },
  },
  {
    name: CATEGORY_DOCTYPE,
    table: 'ecommerce_category',
    tree: true,
    catalog: true,
    anonymous: { implicit: {}, hidden: [] },
    children: [],
    fields: {
      name: data,
      category_name: data,
      category_name_ar: data,
      is_group: check,
      show_on_homepage: check,
      priority: int,
      ecommerce_category_image: data,
      parent_ecommerce_category: { type: 'data', link: CATEGORY_DOCTYPE },
      lft: int,
      rgt: int,
      ...stamps,
    },
  },
  {
    name: 'Brand',
    table: 'brand',
    catalog: true,
    anonymous: { implicit: {}, hidden: [] },
    children: [],
    fields: {
      name: data,
      brand: data,
      brand_ar: data,
      description: text,
      description_ar: text,
      image: data,
      custom_show_on_website: check,
      custom_priority: int,
      ...stamps,
    },
  },
  {
    name: 'Web Page',
    table: 'web_page',
    catalog: true,
    anonymous: { implicit: { published: 1 }, hidden: [] },
    fields: { name: data, title: data, route: data, published: check, ...stamps },
    children: [
      {
        field: 'page_blocks',
        doctype: 'Web Page Block',
        table: 'web_page_block',
        fields: { idx: int, web_template: data, size: data, web_template_values: text },
      },
      { field: 'brands', doctype: 'Web Page Brand', table: 'web_page_brand', fields: { idx: int, brand: data } },
    ],
  },
  {
    name: 'Website Item Review',
    table: 'website_item_review',
    catalog: true,
    anonymous: { implicit: { docstatus: 1 }, hidden: ['phone_number', 'email'] },
    children: [],
    fields: {
      name: data,
      item: { type: 'data', link: 'Website Item' },
      item_name: data,
      customer_name: data,
      phone_number: data,
      email: data,
      rating: float,
      review_title: data,
      comments: text,
      images: text,
      ...submittable,
    },
  },
  {
    name: 'Sales Order',
    table: 'sales_order',
    catalog: false,
    fields: {
      name: data,
      naming_series: data,
      customer: data,
      first_name: data,
      email: data,
      phone: data,
      country: data,
      province: data,
      wilaya: data,
      zone: data,
      address: text,
      postal_code: data,
      shipping_method: data,
      payment_method: data,
      pickup_date: data,
      pickup_time: data,
      outlet: data,
      delivery_date: date,
      coupon_code: data,
      company: data,
      cost_center: data,
      selling_price_list: data,
      set_warehouse: data,
      order_type: data,
      order_from_application: check,
      custom_online_payment_status: data,
      custom_cancelled_payment: check,
      custom_payment_verification_check: check,
      status: data,
      stock_returned: check,
      sub_total: currency,
      discount_amount: currency,
      vat_amount: currency,
      shipping_amount: currency,
      grand_total: currency,
      client_reference_id: data,
      ...submittable,
    },
    children: [
      {
        field: 'items',
        doctype: 'Sales Order Item',
        table: 'sales_order_item',
        fields: {
          idx: int,
          item_code: data,
          item_name: data,
          image: data,
          qty: int,
          rate: currency,
          amount: currency,
          uom: data,
          stock_uom: data,
          delivery_date: date,
          item_tax_template: data,
        },
      },
      {
        field: 'taxes',
        doctype: 'Sales Taxes and Charges',
        table: 'sales_order_tax',
        fields: {
          idx: int,
          charge_type: data,
          account_head: data,
          description: text,
          rate: float,
          tax_amount: currency,
        },
      },
    ],
  },
];

const byName = new Map(doctypeList.map((d) => [d.name, d]));

/** The doctype, or Frappe's 404 (DoesNotExistError) for an unknown one. */
export function getDoctype(name: string): DoctypeDef {
  const def = byName.get(name);
  if (!def) throw notFound(`DocType ${name} not found`);
  return def;
}

export const isTreeDoctype = (name: string | undefined) => name !== undefined && byName.get(name)?.tree === true;
