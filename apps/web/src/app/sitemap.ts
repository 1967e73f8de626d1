import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';
import { getCategories } from '@/lib/data/catalog';
import { SITEMAP_CHUNK, countProductRoutes, productRoutes } from '@/lib/data/sitemap';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export async function generateSitemaps() {
  const total = await countProductRoutes();
  return Array.from({ length: Math.max(1, Math.ceil(total / SITEMAP_CHUNK)) }, (_, id) => ({ id }));
}

const lastModified = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

export default async function sitemap({ id }: { id: Promise<string> | string }): Promise<MetadataRoute.Sitemap> {
  const chunk = Number(await id) || 0;
  const products = (await productRoutes(chunk)).map((p) => ({
    url: `${publicBaseUrl}${routes.product(p.route)}`,
    lastModified: lastModified(p.modified),
  }));
  if (chunk > 0) return products;
  const categories = await getCategories();
  const top = categories.ok ? categories.data.filter((c) => !c.parent) : [];
  return [
    { url: `${publicBaseUrl}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${publicBaseUrl}${routes.shop}`, changeFrequency: 'daily', priority: 0.9 },
    { url: `${publicBaseUrl}${routes.offers}`, changeFrequency: 'daily', priority: 0.8 },
    ...top.map((c) => ({ url: `${publicBaseUrl}${routes.shopCategory(c.name)}`, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...products,
  ];
}
