'use client';

import { useRouter } from 'next/navigation';
import { catalogItemCreate, catalogItemPatch } from '@shop/domain/schemas/admin-catalog';
import { type AdminBrand, type AdminCategory, catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { useAdminAction } from '../use-admin-action';
import { Checkbox, MoneyInput, SelectInput, TextArea, TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput } from '../ui/form-kit/styles';
import { SubmitRow } from '../ui/form-kit/submit-row';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import type { AdminCatalogItem } from './catalog-types';
import {
  type Flag,
  type ItemPatchBody,
  type NewItemBody,
  type ProductFields,
  newProductBody,
  productBody,
  productDefaults,
} from './product-fields';
import { RichTextField } from './rich-text-field';

const FLAG_LABELS: [Flag, string][] = [
  ['published', 'Published (shown in the shop)'],
  ['custom_show_on_offer_page', 'Offers page'],
  ['custom_bogo_offer', 'Buy 1 Get 1'],
  ['custom_is_dangerous_good_', 'Dangerous good'],
];

type Choices = { brands: AdminBrand[]; categories: AdminCategory[] };
type Outcome = ReturnType<typeof useAdminAction>;

/**
 * The form, filled from the item as last loaded: a save refreshes the page, and a new `modified`
 * mounts it again with what the server kept (a route or description it cleaned). The outcome
 * lives above it, so "Saved." outlasts that.
 */
function ProductEditor({ item, brands, categories, save }: { item?: AdminCatalogItem; save: Outcome } & Choices) {
  const router = useRouter();
  const form = useAdminForm<ProductFields, typeof catalogItemCreate | typeof catalogItemPatch>(
    item ? catalogItemPatch : catalogItemCreate,
    productDefaults(item),
    item ? productBody : newProductBody,
  );

  async function send(body: NewItemBody | ItemPatchBody) {
    await save.run(
      item
        ? (client, init) =>
            client.PATCH('/api/admin/catalog/items/{name}', { params: { path: { name: item.name } }, body, ...init })
        : (client, init) => client.POST('/api/admin/catalog/items', { body: body as NewItemBody, ...init }),
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
    <KitForm
      aria-label={item ? `Edit ${item.web_item_name}` : 'New product'}
      className="grid gap-4 rounded-xl border border-line bg-white p-4"
      form={form}
      outcome={save}
      onValid={send}
    >
      <fieldset className="grid gap-3 desk:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Product</legend>
        {item ? null : <TextInput form={form} name="item_code" label="Item code" maxLength={40} />}
        <TextInput form={form} name="web_item_name" label="Name (shown in the shop)" maxLength={140} />
        <TextInput form={form} name="item_name" label="Item name (stock system; empty: the name)" maxLength={140} />
        <TextInput
          form={form}
          name="route"
          label={`Route (the product page address)${item ? '' : '; empty: made from the name'}`}
          maxLength={140}
        />
        <SelectInput form={form} name="brand" label="Brand">
          <option value="">No brand</option>
          {brands.map((b) => (
            <option key={b.name} value={b.name}>
              {b.brand}
            </option>
          ))}
        </SelectInput>
        <SelectInput form={form} name="custom_ecommerce_category" label="Category">
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {`${'— '.repeat(c.depth - 1)}${c.category_name}`}
            </option>
          ))}
        </SelectInput>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3 desk:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Price and stock</legend>
        <MoneyInput
          form={form}
          name="custom_sale_price"
          label="Sale price (OMR; empty: not sold)"
          placeholder="not sold"
        />
        <MoneyInput form={form} name="custom_regular_price" label="Regular price (OMR)" />
        <TextInput form={form} name="custom_stock_available" label="Stock" type="number" min={0} step={1} />
        <TextInput form={form} name="stock_uom" label="Unit" maxLength={20} />
      </fieldset>
      <fieldset className="grid gap-3 desk:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">
          Texts, English and Arabic (empty Arabic: the English is shown)
        </legend>
        <TextInput form={form} name="web_item_name_ar" label="Name in Arabic" maxLength={140} {...arabicInput} />
        <span className="hidden desk:block" />
        <TextArea form={form} name="short_description" label="Short description" rows={2} maxLength={1000} />
        <TextArea
          form={form}
          name="short_description_ar"
          label="Short description in Arabic"
          rows={2}
          maxLength={1000}
          {...arabicInput}
        />
        <RichTextField
          label="Description"
          defaultValue={item?.web_long_description ?? ''}
          onChange={(html) => form.setValue('web_long_description', html)}
        />
        <RichTextField
          label="Description in Arabic"
          defaultValue={item?.web_long_description_ar ?? ''}
          onChange={(html) => form.setValue('web_long_description_ar', html)}
          rtl
        />
      </fieldset>
      <fieldset className="grid gap-2 text-sm desk:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold">Flags</legend>
        {FLAG_LABELS.map(([flag, label]) => (
          <Checkbox key={flag} form={form} name={flag} label={label} />
        ))}
      </fieldset>
      <SubmitRow outcome={save} label={item ? 'Save changes' : 'Create product'} busyLabel="Saving…" />
    </KitForm>
  );
}

/**
 * Every field of a Website Item the shop shows: create one (no `item`) or edit it. Names, route,
 * brand and category, prices in OMR, stock, the descriptions as HTML (sanitised by the server),
 * the Arabic texts next to the English ones, and the flags. The domain schema the server parses
 * with judges each field before anything is sent; "Saved." stays until staff change a field.
 */
export function ProductForm({ item, brands, categories }: { item?: AdminCatalogItem } & Choices) {
  const save = useAdminAction();
  return <ProductEditor key={item?.modified} item={item} brands={brands} categories={categories} save={save} />;
}
