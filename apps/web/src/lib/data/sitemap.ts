import 'server-only';
import { baseFilters } from '../catalog/listing-request';
import { storeWarehouse } from '../config';
import { sitemapRowWire } from '../catalog/wire';
import { listDocs } from '../services/resource-client';

/** Sitemaps hold at most 50 000 URLs each, and every product has two: English and Arabic. */
const SITEMAP_CHUNK = 25_000;
const PAGE = 1000;

/** Published product routes and their last change, for one sitemap chunk. */
export async function productRoutes(chunk: number): Promise<{ route: string; modified: string }[]> {
  const out: { route: string; modified: string }[] = [];
  for (let start = chunk * SITEMAP_CHUNK; start < (chunk + 1) * SITEMAP_CHUNK; start += PAGE) {
    const result = await listDocs(
      'Website Item',
      {
        fields: ['route', 'modified'],
        filters: baseFilters(storeWarehouse),
        order_by: 'name asc',
        limit_start: start,
        limit_page_length: PAGE,
      },
      sitemapRowWire,
    );
    if (!result.ok) break;
    out.push(...result.data);
    if (result.data.length < PAGE) break;
  }
  return out;
}
