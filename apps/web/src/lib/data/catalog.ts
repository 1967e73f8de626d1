import 'server-only';
import { cache } from 'react';
import { pageCount } from '@shop/domain/catalog-query';
import type { Language } from '@shop/domain/language';
import { HOME_PAGE_NAME } from '@shop/domain/store';
import { type ListingFilters, itemFields, listingRequest } from '../catalog/listing-request';
import {
  categoryTree, toBrand, toCategory, toHomeBlock, toProduct, toProductDetail, withBrandLabels,
} from '../catalog/mappers';
import type { Brand, Category, CategoryNode, HomeBlock, ListingPage, Product, ProductDetail } from '../catalog/types';
import { DETAIL_FIELDS, brandWire, categoryWire, webPageWire, websiteItemWire } from '../catalog/wire';
import { storeWarehouse } from '../config';
import { requestLanguage } from '../i18n/messages';
import { countDocs, getDoc, listDocs } from '../services/resource-client';
import { searchListing } from './search';
import type { ServiceResult } from '../services/transport';

const map = <A, B>(r: ServiceResult<A>, f: (a: A) => B): ServiceResult<B> => (r.ok ? { ok: true, data: f(r.data) } : r);

/**
 * One page (0-based) of the shop listing with its total (SPEC §7: two calls, list and count);
 * asked once per request, however many parts of the page (metadata, body) read it.
 */
export const getListing = async (filters: ListingFilters, page: number) => listingOnce(JSON.stringify(filters), page, await requestLanguage());

const listingOnce = cache((filters: string, page: number, language: Language) => fetchListing(JSON.parse(filters) as ListingFilters, page, language));

async function fetchListing(filters: ListingFilters, page: number, language: Language): Promise<ServiceResult<ListingPage>> {
  if (filters.keyword?.trim()) return searchListing(filters, page, language);
  const request = listingRequest(filters, page, storeWarehouse, language);
  const [items, total] = await Promise.all([
    listDocs('Website Item', request, websiteItemWire),
    countDocs('Website Item', { filters: request.filters, or_filters: request.or_filters }),
  ]);
  if (!items.ok) return items;
  if (!total.ok) return total;
  const products = await brandLabelled(
    items.data.map((row) => toProduct(row, language)),
    language,
  );
  return { ok: true, data: { products, page, pageCount: pageCount(total.data), total: total.data } };
}

/** Products with their brands as the page's brand list writes them (on Arabic pages, the Arabic names the filters show). */
export async function brandLabelled<P extends Product>(products: P[], language: Language): Promise<P[]> {
  if (language === 'en' || products.length === 0) return products;
  const brands = await brandLabelsIn(language);
  return brands.ok ? withBrandLabels(products, brands.data) : products;
}

/** Every brand's name in the page's language, those not listed in the filters too (a product of a hidden brand still names it). */
export const getBrandLabels = async () => brandLabelsIn(await requestLanguage());

const brandLabelsIn = cache(async (language: Language): Promise<ServiceResult<Brand[]>> =>
  map(
    await listDocs('Brand', { fields: ['name', 'brand', 'brand_ar'], order_by: 'brand asc', limit_page_length: 1000 }, brandWire),
    (rows) => rows.map((row) => toBrand(row, language)),
  ),
);

/** A product carousel: the first products of the block's categories. */
export async function getCarouselProducts(categories: string[], limit = 12): Promise<ServiceResult<Product[]>> {
  const language = await requestLanguage();
  const request = listingRequest(
    { brands: [], categories, subCategories: [], subSubCategories: [], excludeOutOfStock: true, sort: 'creation desc' },
    0,
    storeWarehouse,
    language,
  );
  const result = await listDocs('Website Item', { ...request, limit_page_length: limit }, websiteItemWire);
  return result.ok ? { ok: true, data: await brandLabelled(result.data.map((row) => toProduct(row, language)), language) } : result;
}

/** SPEC §7: Website Item by route and warehouse (published only: an unpublished item is not found), its texts in `language`. */
export const getProductByRoute = cache(async (route: string, language: Language): Promise<ServiceResult<ProductDetail | null>> => {
  const result = await listDocs(
    'Website Item',
    {
      fields: itemFields(DETAIL_FIELDS, language),
      filters: [
        ['route', '=', route],
        ['website_warehouse', '=', storeWarehouse],
        ['published', '=', 1],
      ],
      limit_page_length: 1,
    },
    websiteItemWire,
  );
  if (!result.ok || !result.data[0]) return map(result, () => null);
  const [product] = await brandLabelled([toProductDetail(result.data[0], language)], language);
  return { ok: true, data: product! };
});

/** SPEC §7: categories by priority desc, limit 100; their names in the page's language. */
export const getCategories = async () => categoriesIn(await requestLanguage());

const categoriesIn = cache(async (language: Language): Promise<ServiceResult<Category[]>> =>
  map(
    await listDocs(
      'Ecommerce Category',
      {
        fields: [
          ...['name', 'category_name', 'is_group', 'show_on_homepage', 'priority', 'ecommerce_category_image', 'parent_ecommerce_category'],
          ...(language === 'ar' ? ['category_name_ar'] : []),
        ],
        order_by: 'priority desc',
        limit_page_length: 100,
      },
      categoryWire,
    ),
    (rows) => rows.map((row) => toCategory(row, language)),
  ),
);

export async function getCategoryTree(): Promise<ServiceResult<CategoryNode[]>> {
  return map(await getCategories(), categoryTree);
}

/** SPEC §7: brands shown on the website, by brand asc; their names in the page's language where one is written. */
export const getBrands = async () => brandsIn(await requestLanguage());

const brandsIn = cache(async (language: Language): Promise<ServiceResult<Brand[]>> =>
  map(
    await listDocs(
      'Brand',
      {
        fields: language === 'ar' ? ['name', 'brand', 'brand_ar'] : ['name', 'brand'],
        filters: [['custom_show_on_website', '=', 1]],
        order_by: 'brand asc',
        limit_page_length: 500,
      },
      brandWire,
    ),
    (rows) => rows.map((row) => toBrand(row, language)),
  ),
);

/** SPEC §7: the home Web Page's blocks, in order, in the page's language. */
export const getHomeBlocks = async () => homeBlocksIn(await requestLanguage());

const homeBlocksIn = cache(async (language: Language): Promise<ServiceResult<HomeBlock[]>> =>
  map(await getDoc('Web Page', HOME_PAGE_NAME, webPageWire), (page) =>
    page.page_blocks.map((block) => toHomeBlock(block, language)).filter((b): b is HomeBlock => b !== null),
  ),
);
