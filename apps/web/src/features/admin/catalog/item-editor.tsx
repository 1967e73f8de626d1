'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { catalogItemPatch } from '@shop/domain/schemas/admin-catalog';
import { catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { Checkbox, MoneyInput, TextArea, TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import type { AdminCatalogItem } from './catalog-types';
import { type Flag, type ItemPatchBody, type ProductFields, productDefaults, quickBody } from './product-fields';
import { RichTextField } from './rich-text-field';

const FLAG_LABELS: [Flag, string][] = [
  ['published', 'Published'],
  ['custom_show_on_offer_page', 'Offers page'],
  ['custom_bogo_offer', 'Buy 1 Get 1'],
  ['custom_is_dangerous_good_', 'Dangerous good'],
];

/**
 * "Edit" opens a small form under the row's button: prices in OMR, stock, flags, and the Arabic
 * name and descriptions beside the English ones (empty Arabic: the English is shown). The domain
 * schema judges each field; saves with PATCH, then reloads the page's data.
 */
export function ItemEditor({ item }: { item: AdminCatalogItem }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const save = useAdminAction();
  const [saved, setSaved] = useState(false);
  const form = useAdminForm<ProductFields, typeof catalogItemPatch>(catalogItemPatch, productDefaults(item), quickBody);

  async function send(body: ItemPatchBody) {
    await save.run(
      (client, init) =>
        client.PATCH('/api/admin/catalog/items/{name}', { params: { path: { name: item.name } }, body, ...init }),
      catalogItemReply,
      {
        onSuccess: () => {
          setSaved(true);
          setOpen(false);
          router.refresh();
        },
      },
    );
  }

  if (!open) {
    return (
      <div className="flex items-center gap-2">
        {saved ? (
          <span role="status" className="text-xs text-ok">
            Saved
          </span>
        ) : null}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            form.reset(productDefaults(item));
            setOpen(true);
            setSaved(false);
          }}
          aria-label={`Edit ${item.web_item_name}`}
        >
          Edit
        </button>
      </div>
    );
  }
  return (
    <KitForm
      aria-label={`Edit ${item.web_item_name}`}
      className="grid w-[28rem] max-w-full gap-2 rounded-lg border border-line bg-cream p-3"
      form={form}
      outcome={save}
      onValid={send}
    >
      <div className="grid grid-cols-2 gap-2">
        <MoneyInput form={form} name="custom_sale_price" label="Sale price (OMR)" placeholder="not sold" />
        <MoneyInput form={form} name="custom_regular_price" label="Regular price (OMR)" />
      </div>
      <TextInput form={form} name="custom_stock_available" label="Stock" type="number" min={0} step={1} />
      <fieldset className="grid gap-2">
        <legend className="text-xs font-semibold text-ink">Arabic texts</legend>
        <TextInput
          form={form}
          name="web_item_name_ar"
          label={
            <>
              Name in Arabic <span className="font-normal">(English: {item.web_item_name})</span>
            </>
          }
          maxLength={140}
          {...arabicInput}
        />
        <TextArea
          form={form}
          name="short_description_ar"
          label={
            <>
              Short description in Arabic <span className="font-normal">(English: {item.short_description})</span>
            </>
          }
          rows={2}
          maxLength={1000}
          {...arabicInput}
        />
        <details className="text-xs text-muted">
          <summary>English description (HTML)</summary>
          <pre className="max-h-32 overflow-auto whitespace-pre-wrap">{item.web_long_description}</pre>
        </details>
        <RichTextField
          label="Description in Arabic"
          defaultValue={item.web_long_description_ar ?? ''}
          onChange={(html) => form.setValue('web_long_description_ar', html)}
          rtl
        />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-1 text-sm">
        <legend className="sr-only">Flags</legend>
        {FLAG_LABELS.map(([flag, label]) => (
          <Checkbox key={flag} form={form} name={flag} label={label} />
        ))}
      </fieldset>
      <ActionMessage error={save.error} />
      <div className="flex gap-2">
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          disabled={save.pending}
          className={secondaryButton}
          onClick={() => {
            setOpen(false);
            save.clear();
          }}
        >
          Cancel
        </button>
      </div>
    </KitForm>
  );
}
