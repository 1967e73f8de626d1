import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';
import { getCategories } from '@/lib/data/catalog';
import { productRoutes } from '@/lib/data/sitemap';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

const lastModified = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** One sitemap of up to 50 000 URLs (a catalog beyond that would need a sitemap index). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = (await productRoutes(0)).map((p) => ({
    url: `${publicBaseUrl}${routes.product(p.route)}`,
    lastModified: lastModified(p.modified),
  }));
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
