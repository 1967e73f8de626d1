import 'server-only';
import { cache } from 'react';
import { pageCount } from '@shop/domain/catalog-query';
import { HOME_PAGE_NAME } from '@shop/domain/store';
import { type ListingFilters, listingRequest } from '../catalog/listing-request';
import {
  categoryTree, toBrand, toCategory, toHomeBlock, toProduct, toProductDetail,
} from '../catalog/mappers';
import type { Brand, Category, CategoryNode, HomeBlock, ListingPage, Product, ProductDetail } from '../catalog/types';
import { DETAIL_FIELDS, brandWire, categoryWire, webPageWire, websiteItemWire } from '../catalog/wire';
import { storeWarehouse } from '../config';
import { countDocs, getDoc, listDocs } from '../services/resource-client';
import type { ServiceResult } from '../services/transport';

const map = <A, B>(r: ServiceResult<A>, f: (a: A) => B): ServiceResult<B> => (r.ok ? { ok: true, data: f(r.data) } : r);

/**
 * One page (0-based) of the shop listing with its total (SPEC §7: two calls, list and count);
 * asked once per request, however many parts of the page (metadata, body) read it.
 */
export const getListing = (filters: ListingFilters, page: number) => listingOnce(JSON.stringify(filters), page);

const listingOnce = cache((filters: string, page: number) => fetchListing(JSON.parse(filters) as ListingFilters, page));

async function fetchListing(filters: ListingFilters, page: number): Promise<ServiceResult<ListingPage>> {
  const request = listingRequest(filters, page, storeWarehouse);
  const [items, total] = await Promise.all([
    listDocs('Website Item', request, websiteItemWire),
    countDocs('Website Item', { filters: request.filters, or_filters: request.or_filters }),
  ]);
  if (!items.ok) return items;
  if (!total.ok) return total;
  return {
    ok: true,
    data: { products: items.data.map(toProduct), page, pageCount: pageCount(total.data), total: total.data },
  };
}

/** A product carousel: the first products of the block's categories. */
export async function getCarouselProducts(categories: string[], limit = 12): Promise<ServiceResult<Product[]>> {
  const request = listingRequest(
    { brands: [], categories, subCategories: [], subSubCategories: [], excludeOutOfStock: true, sort: 'creation desc' },
    0,
    storeWarehouse,
  );
  return map(await listDocs('Website Item', { ...request, limit_page_length: limit }, websiteItemWire), (rows) =>
    rows.map(toProduct),
  );
}

/** SPEC §7: Website Item by route and warehouse (published only: an unpublished item is not found). */
export const getProductByRoute = cache(async (route: string): Promise<ServiceResult<ProductDetail | null>> => {
  const result = await listDocs(
    'Website Item',
    {
      fields: [...DETAIL_FIELDS],
      filters: [
        ['route', '=', route],
        ['website_warehouse', '=', storeWarehouse],
        ['published', '=', 1],
      ],
      limit_page_length: 1,
    },
    websiteItemWire,
  );
  return map(result, (rows) => (rows[0] ? toProductDetail(rows[0]) : null));
});

/** SPEC §7: categories by priority desc, limit 100. */
export const getCategories = cache(async (): Promise<ServiceResult<Category[]>> =>
  map(
    await listDocs(
      'Ecommerce Category',
      {
        fields: ['name', 'category_name', 'is_group', 'show_on_homepage', 'priority', 'ecommerce_category_image', 'parent_ecommerce_category'],
        order_by: 'priority desc',
        limit_page_length: 100,
      },
      categoryWire,
    ),
    (rows) => rows.map(toCategory),
  ),
);

export async function getCategoryTree(): Promise<ServiceResult<CategoryNode[]>> {
  return map(await getCategories(), categoryTree);
}

/** SPEC §7: brands shown on the website, by brand asc. */
export const getBrands = cache(async (): Promise<ServiceResult<Brand[]>> =>
  map(
    await listDocs(
      'Brand',
      {
        fields: ['name', 'brand'],
        filters: [['custom_show_on_website', '=', 1]],
        order_by: 'brand asc',
        limit_page_length: 500,
      },
      brandWire,
    ),
    (rows) => rows.map(toBrand),
  ),
);

/** SPEC §7: the home Web Page's blocks, in order. */
export const getHomeBlocks = cache(async (): Promise<ServiceResult<HomeBlock[]>> =>
  map(await getDoc('Web Page', HOME_PAGE_NAME, webPageWire), (page) =>
    page.page_blocks.map(toHomeBlock).filter((b): b is HomeBlock => b !== null),
  ),
);
