'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminBrand, brandReply, deletedReply } from '@shop/domain/schemas/admin-replies';
import { useAdminAction } from '../use-admin-action';
import { ActionMessage } from '../ui/action-message';
import { Badge } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import type { RequestBody } from '@/lib/api/client';

type BrandCreateBody = RequestBody<'/api/admin/catalog/brands', 'post'>;
import { brandCreate, brandPatch } from '@shop/domain/schemas/admin-taxonomy';
import { Checkbox, TextArea } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput, secondaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { BilingualNameFields, PriorityField, SaveRow, priorityValue } from './taxonomy-fields';

interface BrandFields {
  brand: string;
  brand_ar: string;
  description: string;
  description_ar: string;
  custom_show_on_website: boolean;
  custom_priority: string;
}

const brandDefaults = (editing?: AdminBrand): BrandFields => ({
  brand: editing?.brand ?? '',
  brand_ar: editing?.brand_ar ?? '',
  description: editing?.description ?? '',
  description_ar: editing?.description_ar ?? '',
  custom_show_on_website: editing?.custom_show_on_website ?? true,
  custom_priority: String(editing?.custom_priority ?? 0),
});

const brandBody = (fields: BrandFields) => ({
  brand: fields.brand.trim(),
  brand_ar: fields.brand_ar.trim(),
  description: fields.description.trim(),
  description_ar: fields.description_ar.trim(),
  custom_show_on_website: fields.custom_show_on_website,
  custom_priority: priorityValue(fields.custom_priority),
});

function BrandForm({ editing, onDone }: { editing?: AdminBrand; onDone: () => void }) {
  const form = useAdminForm(editing ? brandPatch : brandCreate, brandDefaults(editing), brandBody);
  const save = useAdminAction();
  async function send(body: BrandCreateBody) {
    await save.run(
      editing
        ? (client, init) =>
            client.PATCH('/api/admin/catalog/brands/{name}', {
              params: { path: { name: editing.name } },
              body,
              ...init,
            })
        : (client, init) => client.POST('/api/admin/catalog/brands', { body, ...init }),
      brandReply,
      {
        onSuccess: () => {
          if (!editing) form.reset();
          onDone();
        },
      },
    );
  }
  return (
    <KitForm
      aria-label={editing ? `Edit ${editing.brand}` : 'New brand'}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-4 desk:items-end"
      form={form}
      outcome={save}
      onValid={(body) => send(body as BrandCreateBody)}
    >
      <BilingualNameFields form={form} en="brand" ar="brand_ar" />
      <PriorityField form={form} name="custom_priority" />
      <Checkbox form={form} name="custom_show_on_website" label="Shown on the website" />
      <TextArea
        form={form}
        name="description"
        label="Description"
        rows={2}
        maxLength={2000}
        className="desk:col-span-2"
      />
      <TextArea
        form={form}
        name="description_ar"
        label="Description in Arabic"
        rows={2}
        maxLength={2000}
        className="desk:col-span-2"
        {...arabicInput}
      />
      <SaveRow
        pending={save.pending}
        editing={Boolean(editing)}
        addLabel="Add brand"
        error={save.error}
        className="desk:col-span-4"
      />
    </KitForm>
  );
}

/** Every brand by priority: add, edit in place (shown on website, priority, Arabic name), delete an unused one. */
export function BrandsAdmin({ brands }: { brands: AdminBrand[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useAdminAction();
  const refresh = () => {
    setEditing(null);
    router.refresh();
  };
  const columns: Column<AdminBrand>[] = [
    {
      key: 'brand',
      header: 'Brand',
      cell: (b) =>
        editing === b.name ? (
          <BrandForm editing={b} onDone={refresh} />
        ) : (
          <div>
            <p className="font-medium">
              {b.brand}{' '}
              {b.brand_ar ? (
                <span className="text-muted" {...arabicInput}>
                  {b.brand_ar}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted">
              {b.products} product{b.products === 1 ? '' : 's'} · priority {b.custom_priority}{' '}
              {b.custom_show_on_website ? <Badge tone="ok">On website</Badge> : <Badge>Hidden</Badge>}
            </p>
          </div>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-0',
      cell: (b) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEditing(editing === b.name ? null : b.name)}
            aria-label={`Edit ${b.brand}`}
          >
            {editing === b.name ? 'Close' : 'Edit'}
          </button>
          <ConfirmButton
            confirmLabel="Delete"
            onConfirm={async () => {
              await remove.run(
                (client, init) =>
                  client.DELETE('/api/admin/catalog/brands/{name}', { params: { path: { name: b.name } }, ...init }),
                deletedReply,
                { onSuccess: () => router.refresh() },
              );
            }}
          >
            Delete
          </ConfirmButton>
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Brands"
        description="Brands shown on the website appear in the shop's filters, highest priority first."
      />
      <BrandForm onDone={refresh} />
      <ActionMessage error={remove.error} className="mt-3" />
      <div className="mt-4">
        <DataTable caption="Brands" columns={columns} rows={brands} rowKey={(b) => b.name} empty="No brands yet." />
      </div>
    </>
  );
}
