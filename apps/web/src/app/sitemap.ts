import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';
import { getCategories } from '@/lib/data/catalog';
import { productRoutes } from '@/lib/data/sitemap';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

const lastModified = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** One sitemap of up to 50 000 URLs (a catalog beyond that would need a sitemap index). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicBaseUrl();
  const products = (await productRoutes(0)).map((p) => ({
    url: `${base}${routes.product(p.route)}`,
    lastModified: lastModified(p.modified),
  }));
  const categories = await getCategories();
  const top = categories.ok ? categories.data.filter((c) => !c.parent) : [];
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}${routes.shop}`, changeFrequency: 'daily', priority: 0.9 },
    { url: `${base}${routes.offers}`, changeFrequency: 'daily', priority: 0.8 },
    ...top.map((c) => ({ url: `${base}${routes.shopCategory(c.name)}`, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...products,
  ];
}
