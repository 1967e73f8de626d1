'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminBrand, brandReply, deletedReply } from '@shop/domain/schemas/admin-replies';
import { useAdminAction } from '../use-admin-action';
import { ActionMessage } from '../ui/action-message';
import { Badge } from '../ui/badge';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import type { RequestBody } from '@/lib/api/client';

type BrandCreateBody = RequestBody<'/api/admin/catalog/brands', 'post'>;
import { brandCreate, brandPatch } from '@shop/domain/schemas/admin-taxonomy';
import { Checkbox, TextArea } from '../ui/form-kit/inputs';
import { arabicInput } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { TaxonomyActions, TaxonomyForm, TaxonomySummary } from './taxonomy-admin-parts';
import { BilingualNameFields, PriorityField, priorityValue } from './taxonomy-fields';

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
  return (
    <TaxonomyForm
      noun="brand"
      editing={editing?.brand}
      form={form}
      columns={4}
      reply={brandReply}
      create={(body) => (client, init) =>
        client.POST('/api/admin/catalog/brands', { body: body as BrandCreateBody, ...init })
      }
      update={
        editing &&
        ((body) => (client, init) =>
          client.PATCH('/api/admin/catalog/brands/{name}', {
            params: { path: { name: editing.name } },
            body,
            ...init,
          }))
      }
      onDone={onDone}
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
    </TaxonomyForm>
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
            <TaxonomySummary
              name={b.brand}
              nameAr={b.brand_ar}
              products={b.products}
              priority={b.custom_priority}
              badge={b.custom_show_on_website ? <Badge tone="ok">On website</Badge> : <Badge>Hidden</Badge>}
            />
          </div>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-0',
      cell: (b) => (
        <div className="flex flex-wrap justify-end gap-2">
          <TaxonomyActions
            name={b.brand}
            open={editing === b.name}
            onToggle={() => setEditing(editing === b.name ? null : b.name)}
            onDelete={async () => {
              await remove.run(
                (client, init) =>
                  client.DELETE('/api/admin/catalog/brands/{name}', { params: { path: { name: b.name } }, ...init }),
                deletedReply,
                { onSuccess: () => router.refresh() },
              );
            }}
          />
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
