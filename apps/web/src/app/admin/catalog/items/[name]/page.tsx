import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { catalogImagesReply, catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { loadCatalogChoices } from '@/features/admin/catalog/catalog-choices';
import { DuplicateProduct } from '@/features/admin/catalog/duplicate-product';
import { ProductForm } from '@/features/admin/catalog/product-form';
import { ProductImages } from '@/features/admin/catalog/product-images';
import { Badge } from '@/features/admin/ui/badge';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';
import { routes } from '@/lib/routes';

type Props = {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Product ${decodeURIComponent((await params).name)}` };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const name = decodeURIComponent((await params).name);
  const created = (await searchParams).created === '1';
  const path = { params: { path: { name } } };
  const [item, images, choices] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/catalog/items/{name}', path), catalogItemReply),
    loadAdmin((client) => client.GET('/api/admin/catalog/items/{name}/images', path), catalogImagesReply),
    loadCatalogChoices(),
  ]);
  if (!item.ok && item.status === 404) notFound();
  if (!item.ok) return <LoadError message={item.message} />;
  if (!images.ok) return <LoadError message={images.message} />;
  if (!choices.ok) return <LoadError message={choices.message} />;
  const product = item.data.data;
  return (
    <div className="grid gap-4">
      <PageHeader
        title={product.web_item_name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {product.item_code} · {product.published ? <Badge tone="ok">Published</Badge> : <Badge>Hidden</Badge>}
            <Link className="underline" href={routes.product(product.route)} target="_blank">
              View in the shop
            </Link>
          </span>
        }
        actions={
          <Link className="text-sm underline" href="/admin/catalog">
            All products
          </Link>
        }
      />
      {created ? (
        <p role="status" className="rounded-lg bg-blush px-3 py-2 text-sm">
          Product created. Add its images below.
        </p>
      ) : null}
      <ProductImages item={product.name} initial={images.data.data} />
      <ProductForm item={product} brands={choices.brands} categories={choices.categories} />
      <DuplicateProduct item={product} />
    </div>
  );
}
