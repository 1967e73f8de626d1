'use client';

import { useRouter } from 'next/navigation';
import { type AdminBrand, type AdminCategory, catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import type { RequestBody } from '@/lib/api/client';
import type { AdminCatalogItem } from './catalog-types';
import { omrText, parseOmr } from './omr-field';
import { arabicInput, inputClass, primaryButton } from '../ui/form-kit/styles';
import { RichTextField } from './rich-text-field';
import { AdminForm } from '../ui/admin-form';

type Flag = 'published' | 'custom_show_on_offer_page' | 'custom_bogo_offer' | 'custom_is_dangerous_good_';
const FLAGS: [Flag, string][] = [
  ['published', 'Published (shown in the shop)'],
  ['custom_show_on_offer_page', 'Offers page'],
  ['custom_bogo_offer', 'Buy 1 Get 1'],
  ['custom_is_dangerous_good_', 'Dangerous good'],
];

const labelClass = 'text-xs font-medium text-muted';
type ProductFields = Omit<RequestBody<'/api/admin/catalog/items', 'post'>, 'item_code'>;

/** The values staff typed, checked as the server will check them (it checks again). */
function readForm(data: FormData): { ok: true; body: ProductFields } | { ok: false; message: string } {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const sale = text('sale') === '' ? { ok: true as const, value: null } : parseOmr(text('sale'), 'Sale price');
  const regular = parseOmr(text('regular'), 'Regular price');
  if (!sale.ok) return sale;
  if (!regular.ok) return regular;
  if (sale.value !== null && sale.value > regular.value)
    return { ok: false, message: 'The sale price must not be above the regular price.' };
  if (!/^\d{1,7}$/.test(text('stock'))) return { ok: false, message: 'Stock: enter a whole number, 0 or more' };
  const body: ProductFields = {
    web_item_name: text('web_item_name'),
    item_name: text('item_name') || text('web_item_name'),
    brand: text('brand') || null,
    custom_ecommerce_category: text('custom_ecommerce_category') || null,
    custom_sale_price: sale.value,
    custom_regular_price: regular.value,
    custom_stock_available: Number(text('stock')),
    stock_uom: text('stock_uom') || 'Nos',
    short_description: text('short_description'),
    web_long_description: text('web_long_description'),
    web_item_name_ar: text('web_item_name_ar'),
    short_description_ar: text('short_description_ar'),
    web_long_description_ar: text('web_long_description_ar'),
  };
  if (text('route')) body.route = text('route');
  for (const [flag] of FLAGS) body[flag] = data.get(flag) === 'on';
  return { ok: true, body };
}

type Choices = { brands: AdminBrand[]; categories: AdminCategory[] };

/**
 * The fields, filled from the item as last loaded: a save refreshes the page, and a new
 * `modified` mounts them again with what the server kept (a route or description it cleaned).
 */
function ProductFields({ item, brands, categories }: { item: AdminCatalogItem | undefined } & Choices) {
  return (
    <>
      <fieldset className="grid gap-3 desk:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Product</legend>
        {item ? null : (
          <label className={labelClass}>
            Item code
            <input
              name="item_code"
              required
              maxLength={40}
              pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
              title="Letters, digits, '.', '_' and '-'"
              className={inputClass}
            />
          </label>
        )}
        <label className={labelClass}>
          Name (shown in the shop)
          <input
            name="web_item_name"
            required
            maxLength={140}
            defaultValue={item?.web_item_name}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Item name (stock system; empty: the name)
          <input name="item_name" maxLength={140} defaultValue={item?.item_name} className={inputClass} />
        </label>
        <label className={labelClass}>
          Route (the product page address){item ? '' : '; empty: made from the name'}
          <input
            name="route"
            required={Boolean(item)}
            maxLength={140}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            title="Lowercase letters, digits and single hyphens"
            defaultValue={item?.route}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Brand
          <select name="brand" defaultValue={item?.brand ?? ''} className={inputClass}>
            <option value="">No brand</option>
            {brands.map((b) => (
              <option key={b.name} value={b.name}>
                {b.brand}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Category
          <select
            name="custom_ecommerce_category"
            defaultValue={item?.custom_ecommerce_category ?? ''}
            className={inputClass}
          >
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.name} value={c.name}>
                {`${'— '.repeat(c.depth - 1)}${c.category_name}`}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3 desk:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Price and stock</legend>
        <label className={labelClass}>
          Sale price (OMR; empty: not sold)
          <input
            name="sale"
            inputMode="decimal"
            defaultValue={omrText(item?.custom_sale_price)}
            placeholder="not sold"
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Regular price (OMR)
          <input
            name="regular"
            inputMode="decimal"
            required
            defaultValue={omrText(item?.custom_regular_price)}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Stock
          <input
            name="stock"
            type="number"
            min={0}
            step={1}
            required
            defaultValue={item?.custom_stock_available ?? 0}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Unit
          <input name="stock_uom" maxLength={20} defaultValue={item?.stock_uom ?? 'Nos'} className={inputClass} />
        </label>
      </fieldset>
      <fieldset className="grid gap-3 desk:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">
          Texts, English and Arabic (empty Arabic: the English is shown)
        </legend>
        <label className={labelClass}>
          Name in Arabic
          <input
            name="web_item_name_ar"
            maxLength={140}
            defaultValue={item?.web_item_name_ar ?? ''}
            className={inputClass}
            {...arabicInput}
          />
        </label>
        <span className="hidden desk:block" />
        <label className={labelClass}>
          Short description
          <textarea
            name="short_description"
            rows={2}
            maxLength={1000}
            defaultValue={item?.short_description}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Short description in Arabic
          <textarea
            name="short_description_ar"
            rows={2}
            maxLength={1000}
            defaultValue={item?.short_description_ar ?? ''}
            className={inputClass}
            {...arabicInput}
          />
        </label>
        <RichTextField
          name="web_long_description"
          label="Description"
          defaultValue={item?.web_long_description ?? ''}
        />
        <RichTextField
          name="web_long_description_ar"
          label="Description in Arabic"
          defaultValue={item?.web_long_description_ar ?? ''}
          rtl
        />
      </fieldset>
      <fieldset className="grid gap-2 text-sm desk:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Flags</legend>
        {FLAGS.map(([flag, label]) => (
          <label key={flag} className="flex items-center gap-2">
            <input type="checkbox" name={flag} defaultChecked={item ? item[flag] : false} className="accent-brand" />
            {label}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * Every field of a Website Item the shop shows: create one (no `item`) or edit it. Names, route,
 * brand and category, prices in OMR, stock, the descriptions as HTML (sanitised by the server),
 * the Arabic texts next to the English ones, and the flags. "Saved." stays (the form is not
 * mounted again by the refresh) until staff change a field.
 */
export function ProductForm({ item, brands, categories }: { item?: AdminCatalogItem } & Choices) {
  const router = useRouter();
  const save = useAdminAction();

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const read = readForm(data);
    if (!read.ok) return save.fail(read.message);
    await save.run(
      item
        ? (client, init) =>
            client.PATCH('/api/admin/catalog/items/{name}', {
              params: { path: { name: item.name } },
              body: read.body,
              ...init,
            })
        : (client, init) =>
            client.POST('/api/admin/catalog/items', {
              body: { ...read.body, item_code: String(data.get('item_code') ?? '').trim() },
              ...init,
            }),
      catalogItemReply,
      {
        onSuccess: (saved) => {
          if (!item) return router.push(`/admin/catalog/items/${encodeURIComponent(saved.name)}?created=1`);
          router.refresh();
          return { notice: 'Saved.' };
        },
      },
    );
  }

  return (
    <AdminForm
      aria-label={item ? `Edit ${item.web_item_name}` : 'New product'}
      className="grid gap-4 rounded-xl border border-line bg-white p-4"
      outcome={save}
      onSubmit={submit}
    >
      <ProductFields key={item?.modified} item={item} brands={brands} categories={categories} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : item ? 'Save changes' : 'Create product'}
        </button>
        <ActionMessage error={save.error} notice={save.notice} />
      </div>
    </AdminForm>
  );
}
