import type { MetadataRoute } from 'next';
import { publicBaseUrl } from '@/lib/config';
import { getCategories } from '@/lib/data/catalog';
import { productRoutes } from '@/lib/data/sitemap';
import { LOCALES } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';
import { languageAlternates, pageUrl } from '@/lib/seo/absolute-url';

export const dynamic = 'force-dynamic';

const lastModified = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

type Page = Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'> & { path: string };

/** A page in every language, each naming the others (hreflang). */
function inEveryLanguage(base: string, { path, ...page }: Page): MetadataRoute.Sitemap {
  const alternates = { languages: languageAlternates(base, path) };
  return LOCALES.map((locale) => ({ url: pageUrl(base, locale, path), alternates, ...page }));
}

/** One sitemap of up to 50 000 URLs: 25 000 products in two languages (a catalog beyond that would need a sitemap index). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicBaseUrl();
  const products: Page[] = (await productRoutes(0)).map((p) => ({
    path: routes.product(p.route),
    lastModified: lastModified(p.modified),
  }));
  const categories = await getCategories();
  const top = categories.ok ? categories.data.filter((c) => !c.parent) : [];
  const pages: Page[] = [
    { path: routes.home, changeFrequency: 'daily', priority: 1 },
    { path: routes.shop, changeFrequency: 'daily', priority: 0.9 },
    { path: routes.offers, changeFrequency: 'daily', priority: 0.8 },
    ...top.map((c) => ({ path: routes.shopCategory(c.name), changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...products,
  ];
  return pages.flatMap((page) => inEveryLanguage(base, page));
}
