import 'server-only';
import type { Language } from '@shop/domain/language';
import { itemFields, listingRequest } from '../catalog/listing-request';
import { routeTails } from '../catalog/product-path';
import { toProduct } from '../catalog/mappers';
import type { Product, ProductDetail } from '../catalog/types';
import { CARD_FIELDS } from '@shop/domain/catalog-query';
import { websiteItemWire } from '../catalog/wire';
import { storeWarehouse } from '../config';
import { listDocs } from '../services/resource-client';
import { brandLabelled, getProductByRoute } from './catalog';

export type ProductLookup =
  | { kind: 'found'; product: ProductDetail }
  | { kind: 'redirect'; route: string }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

const MAX_SEGMENT = 300;

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.length > 0 && decoded.length <= MAX_SEGMENT ? decoded : null;
  } catch {
    return null;
  }
}

type Identifier = 'route' | 'name' | 'item_code';

const identifierRow = websiteItemWire.pick({ name: true, item_code: true, route: true });

/** The first published item whose field holds one of the values, tried field by field and in the values' order. */
async function findRouteByIdentifier(candidates: [Identifier, string[]][]): Promise<string | null | 'unavailable'> {
  for (const [field, values] of candidates) {
    if (values.length === 0) continue;
    const result = await listDocs(
      'Website Item',
      {
        fields: ['name', 'item_code', 'route'],
        filters: [[field, 'in', values], ['published', '=', 1], ['website_warehouse', '=', storeWarehouse]],
        limit_page_length: values.length,
      },
      identifierRow,
    );
    if (!result.ok) return 'unavailable';
    for (const value of values) {
      const hit = result.data.find((row) => row[field] === value);
      if (hit) return hit.route;
    }
  }
  return null;
}

/**
 * SPEC §2: /product/{route}, and the other link forms /product/{cid}/{route},
 * /product/{cid}/{pid}[/{vid}/{mid}/{tid}] and /product/{productId}/{variationId}. The whole path
 * is a route; more segments are resolved to an item (a tail of the path as its route, else any
 * segment as an item id or code, the last first) and redirected.
 */
export async function lookupProduct(segments: string[], language: Language): Promise<ProductLookup> {
  const decoded = segments.map(decodeSegment);
  if (decoded.length === 0 || decoded.length > 5 || decoded.some((s) => s === null)) return { kind: 'missing' };
  const parts = decoded as string[];
  const direct = await getProductByRoute(parts.join('/'), language);
  if (!direct.ok) return direct.error.kind === 'invalid' ? { kind: 'missing' } : { kind: 'unavailable' };
  if (direct.data) return { kind: 'found', product: direct.data };
  if (parts.length === 1) return { kind: 'missing' };
  const ids = [...parts].reverse();
  const route = await findRouteByIdentifier([['route', routeTails(parts)], ['name', ids], ['item_code', ids]]);
  if (route === 'unavailable') return { kind: 'unavailable' };
  return route ? { kind: 'redirect', route } : { kind: 'missing' };
}

/** Other products of the same category (in stock), newest first. */
export async function getRelatedProducts(product: Product, language: Language, limit = 10): Promise<Product[]> {
  if (!product.category) return [];
  const request = listingRequest(
    { brands: [], categories: [product.category], subCategories: [], subSubCategories: [], excludeOutOfStock: true, sort: 'creation desc' },
    0,
    storeWarehouse,
    language,
  );
  const result = await listDocs(
    'Website Item',
    {
      ...request,
      fields: itemFields(CARD_FIELDS, language),
      filters: [...(request.filters ?? []), ['name', '!=', product.id]],
      limit_page_length: limit,
    },
    websiteItemWire,
  );
  if (!result.ok) {
    console.error('[product] related products failed', result.error);
    return [];
  }
  return brandLabelled(
    result.data.map((row) => toProduct(row, language)),
    language,
  );
}
