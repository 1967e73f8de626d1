import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Money columns are integer baisa; flags are integers 0/1; timestamps are UTC text.
type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer key on both engines. */
function idColumn(db: Db) {
  return isPostgres(db)
    ? (['id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const [idName, idType, idBuild] = idColumn(db);
  const real = isPostgres(db) ? 'double precision' : 'real';

  await db.schema
    .createTable('brand')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('custom_show_on_website', 'integer', flag)
    .addColumn('custom_priority', 'integer', flag)
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();

  await db.schema
    .createTable('ecommerce_category')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('category_name', 'text', notNull)
    .addColumn('is_group', 'integer', flag)
    .addColumn('show_on_homepage', 'integer', flag)
    .addColumn('priority', 'integer', flag)
    .addColumn('ecommerce_category_image', 'text')
    .addColumn('parent_ecommerce_category', 'text', (c) => c.references('ecommerce_category.name').onDelete('restrict'))
    .addColumn('lft', 'integer', flag)
    .addColumn('rgt', 'integer', flag)
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('ecommerce_category_parent_idx')
    .on('ecommerce_category')
    .column('parent_ecommerce_category')
    .execute();
  await db.schema
    .createIndex('ecommerce_category_lft_rgt_idx')
    .on('ecommerce_category')
    .columns(['lft', 'rgt'])
    .execute();

  await db.schema
    .createTable('website_item')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('item_code', 'text', (c) => c.notNull().unique())
    .addColumn('item_name', 'text', notNull)
    .addColumn('web_item_name', 'text', notNull)
    .addColumn('website_image', 'text')
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('web_long_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('published', 'integer', flag)
    .addColumn('item_group', 'text', (c) => c.notNull().defaultTo('Products'))
    .addColumn('custom_sale_price', 'integer')
    .addColumn('custom_regular_price', 'integer', notNull)
    .addColumn('brand', 'text', (c) => c.references('brand.name').onDelete('set null'))
    .addColumn('custom_ecommerce_category', 'text', (c) => c.references('ecommerce_category.name').onDelete('set null'))
    .addColumn('custom_stock_available', 'integer', flag)
    .addColumn('custom_bogo_offer', 'integer', flag)
    .addColumn('custom_is_dangerous_good_', 'integer', flag)
    .addColumn('stock_uom', 'text', (c) => c.notNull().defaultTo('Nos'))
    .addColumn('custom_show_on_offer_page', 'integer', flag)
    .addColumn('website_warehouse', 'text', notNull)
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .addCheckConstraint('website_item_stock_not_negative', sql`custom_stock_available >= 0`)
    .execute();
  // The listing filters on (warehouse, published) then category or brand, and sorts by price
  // or creation; the indexes lead with the selective column and end with the sort column.
  await db.schema
    .createIndex('website_item_category_price_idx')
    .on('website_item')
    .columns(['custom_ecommerce_category', 'custom_regular_price'])
    .execute();
  await db.schema
    .createIndex('website_item_brand_price_idx')
    .on('website_item')
    .columns(['brand', 'custom_regular_price'])
    .execute();
  await db.schema
    .createIndex('website_item_listing_price_idx')
    .on('website_item')
    .columns(['website_warehouse', 'published', 'custom_regular_price'])
    .execute();
  await db.schema
    .createIndex('website_item_listing_creation_idx')
    .on('website_item')
    .columns(['website_warehouse', 'published', 'creation'])
    .execute();
  await db.schema
    .createIndex('website_item_offer_idx')
    .on('website_item')
    .columns(['custom_show_on_offer_page', 'custom_regular_price'])
    .execute();

  await db.schema
    .createTable('web_page')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', notNull)
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('published', 'integer', flag)
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();
  await db.schema
    .createTable('web_page_block')
    .addColumn(idName, idType, idBuild)
    .addColumn('parent', 'text', (c) => c.notNull().references('web_page.name').onDelete('cascade'))
    .addColumn('idx', 'integer', notNull)
    .addColumn('web_template', 'text', notNull)
    .addColumn('size', 'text')
    .addColumn('web_template_values', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('web_page_block_parent_idx').on('web_page_block').columns(['parent', 'idx']).execute();
  await db.schema
    .createTable('web_page_brand')
    .addColumn(idName, idType, idBuild)
    .addColumn('parent', 'text', (c) => c.notNull().references('web_page.name').onDelete('cascade'))
    .addColumn('idx', 'integer', notNull)
    .addColumn('brand', 'text', notNull)
    .execute();
  await db.schema.createIndex('web_page_brand_parent_idx').on('web_page_brand').columns(['parent', 'idx']).execute();

  await db.schema
    .createTable('website_item_review')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('item', 'text', (c) => c.notNull().references('website_item.name').onDelete('cascade'))
    .addColumn('item_name', 'text', notNull)
    .addColumn('customer_name', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('rating', real, notNull)
    .addColumn('review_title', 'text', notNull)
    .addColumn('comments', 'text', notNull)
    .addColumn('images', 'text')
    .addColumn('docstatus', 'integer', flag)
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('website_item_review_item_idx')
    .on('website_item_review')
    .columns(['item', 'docstatus', 'creation'])
    .execute();
  await db.schema
    .createIndex('website_item_review_queue_idx')
    .on('website_item_review')
    .columns(['docstatus', 'creation'])
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn(idName, idType, idBuild)
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('sales_order')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('naming_series', 'text', notNull)
    .addColumn('docstatus', 'integer', flag)
    .addColumn('customer', 'text', notNull)
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('first_name', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('phone', 'text', notNull)
    .addColumn('country', 'text', notNull)
    .addColumn('province', 'text')
    .addColumn('wilaya', 'text')
    .addColumn('zone', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('shipping_method', 'text', notNull)
    .addColumn('payment_method', 'text', notNull)
    .addColumn('pickup_date', 'text')
    .addColumn('pickup_time', 'text')
    .addColumn('outlet', 'text')
    .addColumn('delivery_date', 'text', notNull)
    .addColumn('coupon_code', 'text')
    .addColumn('company', 'text', notNull)
    .addColumn('cost_center', 'text', notNull)
    .addColumn('selling_price_list', 'text', notNull)
    .addColumn('set_warehouse', 'text', notNull)
    .addColumn('order_type', 'text', notNull)
    .addColumn('order_from_application', 'integer', flag)
    .addColumn('custom_online_payment_status', 'text', notNull)
    .addColumn('custom_cancelled_payment', 'integer', flag)
    .addColumn('custom_payment_verification_check', 'integer', flag)
    .addColumn('status', 'text', notNull)
    .addColumn('stock_returned', 'integer', flag)
    .addColumn('sub_total', 'integer', notNull)
    .addColumn('discount_amount', 'integer', flag)
    .addColumn('vat_amount', 'integer', notNull)
    .addColumn('shipping_amount', 'integer', notNull)
    .addColumn('grand_total', 'integer', notNull)
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('client_reference_id', 'text', (c) => c.unique())
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('sales_order_customer_idx')
    .on('sales_order')
    .columns(['customer_id', 'creation'])
    .execute();
  await db.schema.createIndex('sales_order_phone_idx').on('sales_order').column('phone').execute();
  await db.schema.createIndex('sales_order_creation_idx').on('sales_order').column('creation').execute();

  await db.schema
    .createTable('sales_order_item')
    .addColumn(idName, idType, idBuild)
    .addColumn('parent', 'text', (c) => c.notNull().references('sales_order.name').onDelete('cascade'))
    .addColumn('idx', 'integer', notNull)
    .addColumn('item_code', 'text', notNull)
    .addColumn('item_name', 'text', notNull)
    .addColumn('image', 'text')
    .addColumn('qty', 'integer', notNull)
    .addColumn('rate', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('uom', 'text', notNull)
    .addColumn('stock_uom', 'text', notNull)
    .addColumn('delivery_date', 'text', notNull)
    .addColumn('item_tax_template', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('sales_order_item_parent_idx')
    .on('sales_order_item')
    .columns(['parent', 'idx'])
    .execute();

  await db.schema
    .createTable('sales_order_tax')
    .addColumn(idName, idType, idBuild)
    .addColumn('parent', 'text', (c) => c.notNull().references('sales_order.name').onDelete('cascade'))
    .addColumn('idx', 'integer', notNull)
    .addColumn('charge_type', 'text', notNull)
    .addColumn('account_head', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('rate', real, notNull)
    .addColumn('tax_amount', 'integer', notNull)
    .execute();
  await db.schema.createIndex('sales_order_tax_parent_idx').on('sales_order_tax').column('parent').execute();

  await db.schema
    .createTable('discount_code')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', notNull)
    .addColumn('value', 'integer', flag)
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', flag)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creation', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .addCheckConstraint('discount_code_type_check', sql`type in ('percentage', 'fixed', 'shipping')`)
    .execute();

  await db.schema
    .createTable('site_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('modified', 'text', notNull)
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('prefix', 'text', notNull)
    .addColumn('valid_length', 'integer', notNull)
    .addColumn('shipping_fallback', 'integer', notNull)
    .addColumn('sort_order', 'integer', flag)
    .execute();

  await db.schema
    .createTable('oman_province')
    .addColumn(idName, idType, idBuild)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ar', 'text', notNull)
    .addColumn('sort_order', 'integer', flag)
    .execute();
  await db.schema
    .createTable('oman_wilaya')
    .addColumn(idName, idType, idBuild)
    .addColumn('province_id', 'integer', (c) => c.notNull().references('oman_province.id').onDelete('cascade'))
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_ar', 'text', notNull)
    .addColumn('sort_order', 'integer', flag)
    .execute();
  await db.schema.createIndex('oman_wilaya_province_idx').on('oman_wilaya').column('province_id').execute();
  await db.schema
    .createTable('oman_zone')
    .addColumn('zone_id', 'text', (c) => c.primaryKey())
    .addColumn('wilaya_id', 'integer', (c) => c.notNull().references('oman_wilaya.id').onDelete('cascade'))
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_ar', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('category_price', 'integer', notNull)
    .addColumn('customer_price', 'integer', notNull)
    .execute();
  await db.schema.createIndex('oman_zone_wilaya_idx').on('oman_zone').column('wilaya_id').execute();

  await db.schema
    .createTable('otp_challenge')
    .addColumn(idName, idType, idBuild)
    .addColumn('phone', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('attempts', 'integer', flag)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('otp_challenge_phone_idx').on('otp_challenge').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn(idName, idType, idBuild)
    .addColumn('to_number', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('provider', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('sms_outbox_to_idx').on('sms_outbox').columns(['to_number', 'created_at']).execute();

  await db.schema
    .createTable('customer_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_user')
    .addColumn(idName, idType, idBuild)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('payment_session')
    .addColumn(idName, idType, idBuild)
    .addColumn('order_name', 'text', (c) => c.notNull().references('sales_order.name').onDelete('cascade'))
    .addColumn('provider', 'text', notNull)
    .addColumn('client_reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_session_id', 'text')
    .addColumn('session_url', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('total_amount', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('payment_session_order_idx').on('payment_session').column('order_name').execute();
  await db.schema
    .createTable('payment_session_event')
    .addColumn(idName, idType, idBuild)
    .addColumn('payment_session_id', 'integer', (c) => c.notNull().references('payment_session.id').onDelete('cascade'))
    .addColumn('status', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('payment_session_event_session_idx')
    .on('payment_session_event')
    .column('payment_session_id')
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', notNull)
    .addColumn('count', 'integer', flag)
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'rate_limit',
    'payment_session_event',
    'payment_session',
    'staff_session',
    'staff_user',
    'customer_session',
    'sms_outbox',
    'otp_challenge',
    'oman_zone',
    'oman_wilaya',
    'oman_province',
    'country',
    'site_setting',
    'discount_code',
    'sales_order_tax',
    'sales_order_item',
    'sales_order',
    'customer',
    'website_item_review',
    'web_page_brand',
    'web_page_block',
    'web_page',
    'website_item',
    'ecommerce_category',
    'brand',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
