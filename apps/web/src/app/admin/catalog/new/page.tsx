import type { Metadata } from 'next';
import { loadCatalogChoices } from '@/features/admin/catalog/catalog-choices';
import { ProductForm } from '@/features/admin/catalog/product-form';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  const choices = await loadCatalogChoices();
  if (!choices.ok) return <LoadError message={choices.message} />;
  return (
    <>
      <PageHeader
        title="New product"
        description="Created hidden unless “Published” is ticked. Images are added after it is created."
      />
      <ProductForm brands={choices.brands} categories={choices.categories} />
    </>
  );
}
