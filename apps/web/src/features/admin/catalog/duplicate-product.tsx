'use client';

import { useRouter } from 'next/navigation';
import { type CatalogItemDuplicate, catalogItemDuplicate } from '@shop/domain/schemas/admin-catalog';
import { catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import type { AdminCatalogItem } from './catalog-types';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { secondaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';

interface CopyFields {
  item_code: string;
  web_item_name: string;
}

/** An empty name keeps the original's. */
const copyBody = (fields: CopyFields) => ({
  item_code: fields.item_code.trim(),
  web_item_name: fields.web_item_name.trim() || undefined,
});

/** Copy the product under a new item code (hidden, no stock, no images), then open the copy. */
export function DuplicateProduct({ item }: { item: AdminCatalogItem }) {
  const router = useRouter();
  const copy = useAdminAction();
  const form = useAdminForm(catalogItemDuplicate, { item_code: '', web_item_name: '' }, copyBody);

  async function send(body: CatalogItemDuplicate) {
    await copy.run(
      (client, init) =>
        client.POST('/api/admin/catalog/items/{name}/duplicate', {
          params: { path: { name: item.name } },
          body,
          ...init,
        }),
      catalogItemReply,
      { onSuccess: (copied) => router.push(`/admin/catalog/items/${encodeURIComponent(copied.name)}`) },
    );
  }

  return (
    <KitForm
      aria-label="Duplicate"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-[1fr_1fr_auto] desk:items-end"
      form={form}
      outcome={copy}
      onValid={send}
    >
      <p className="text-sm font-semibold desk:col-span-3">Duplicate (a new variant: hidden, no stock, no images)</p>
      <TextInput form={form} name="item_code" label="New item code" maxLength={40} />
      <TextInput
        form={form}
        name="web_item_name"
        label="Name of the copy (empty: the same name)"
        maxLength={140}
        placeholder={item.web_item_name}
      />
      <button type="submit" disabled={copy.pending} className={secondaryButton}>
        {copy.pending ? 'Copying…' : 'Duplicate'}
      </button>
      <ActionMessage error={copy.error} className="desk:col-span-3" />
    </KitForm>
  );
}
