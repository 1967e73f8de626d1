import { type Language, pickText } from '@shop/domain/language';
import { localisedFields } from '@shop/domain/localised-fields';
import { toBaisa } from '@shop/domain/money';
import type { Banner, Brand, Category, CategoryNode, HomeBlock, Product, ProductDetail, SearchHit } from './types';
import type { BrandWire, CategoryWire, PageBlockWire, SearchHitWire, WebsiteItemWire } from './wire';

const baisa = (rial: number | null | undefined) =>
  typeof rial === 'number' && Number.isFinite(rial) ? toBaisa(rial) : 0;

/** The product's name in the reader's language: its Arabic name on Arabic pages where one is written. */
const productName = (
  w: Pick<WebsiteItemWire, 'web_item_name' | 'web_item_name_ar' | 'item_name' | 'item_name_ar' | 'name'>,
  language: Language,
) => pickText(language, w.web_item_name || w.item_name || w.name, w.web_item_name_ar || w.item_name_ar);

export function toProduct(w: WebsiteItemWire, language: Language): Product {
  const regular = baisa(w.custom_regular_price);
  const sale = w.custom_sale_price == null ? regular : baisa(w.custom_sale_price);
  return {
    id: w.name,
    itemCode: w.item_code,
    name: productName(w, language),
    route: w.route,
    image: w.website_image || null,
    salePrice: sale,
    regularPrice: regular || sale,
    brand: w.brand || null,
    category: w.custom_ecommerce_category || null,
    stock: Math.max(0, Math.trunc(w.custom_stock_available ?? 0)),
    bogo: Boolean(w.custom_bogo_offer),
    dangerousGood: Boolean(w.custom_is_dangerous_good_),
    uom: w.stock_uom || 'Nos',
  };
}

export function toProductDetail(w: WebsiteItemWire, language: Language): ProductDetail {
  return {
    ...toProduct(w, language),
    shortDescription: pickText(language, w.short_description ?? '', w.short_description_ar),
    longDescription: pickText(language, w.web_long_description ?? '', w.web_long_description_ar),
  };
}

export function toSearchHit(w: SearchHitWire, language: Language): SearchHit {
  const regular = baisa(w.custom_regular_price);
  const sale = w.custom_sale_price == null ? regular : baisa(w.custom_sale_price);
  return {
    id: w.name,
    name: pickText(language, w.web_item_name, w.web_item_name_ar),
    route: w.route,
    image: w.website_image || null,
    salePrice: sale,
    regularPrice: regular || sale,
  };
}

export function toCategory(w: CategoryWire, language: Language): Category {
  return {
    name: w.name,
    label: pickText(language, w.category_name || w.name, w.category_name_ar),
    parent: w.parent_ecommerce_category || null,
    image: w.ecommerce_category_image || null,
    isGroup: Boolean(w.is_group),
    showOnHomepage: Boolean(w.show_on_homepage),
    priority: w.priority ?? 0,
  };
}

/** Categories as a forest, keeping the service's order (priority desc) at every level. */
export function categoryTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((c) => [c.name, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function toBrand(w: BrandWire, language: Language): Brand {
  return { name: w.name, label: pickText(language, w.brand || w.name, w.brand_ar) };
}

/** Each product's brand written as the brand list of the page's language writes it, the one spelling of a brand on a page. */
export function withBrandLabels<P extends Product>(products: P[], brands: readonly Brand[]): P[] {
  const labels = new Map(brands.map((b) => [b.name, b.label]));
  return products.map((p) => {
    const label = p.brand ? labels.get(p.brand) : undefined;
    return label ? { ...p, brandLabel: label } : p;
  });
}

function parseValues(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function categoriesOf(v: unknown): string[] {
  if (Array.isArray(v))
    return v
      .map((c) => (typeof c === 'string' ? c : str((c as { category?: unknown })?.category)))
      .filter((c): c is string => Boolean(c));
  if (typeof v === 'string')
    return v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
  return [];
}

/** banner_N / mobile_banner_N / link_banner_N, in N order; the mobile image falls back to the desktop one. */
function bannersOf(values: Record<string, unknown>): Banner[] {
  const numbers = Object.keys(values)
    .map((k) => /^banner_(\d+)$/.exec(k)?.[1])
    .filter((n): n is string => Boolean(n))
    .map(Number)
    .sort((a, b) => a - b);
  return numbers.flatMap((n) => {
    const image = str(values[`banner_${n}`]);
    if (!image) return [];
    return [
      {
        image,
        mobileImage: str(values[`mobile_banner_${n}`]) ?? image,
        link: str(values[`link_banner_${n}`]),
        alt: str(values[`alt_banner_${n}`]) ?? str(values.title) ?? `Banner ${n}`,
      },
    ];
  });
}

/** A home block in the reader's language: each value with an Arabic sibling (title_ar, alt_banner_1_ar, banner_1_ar…) gives way to it on Arabic pages. */
export function toHomeBlock(w: PageBlockWire, language: Language): HomeBlock | null {
  const values = localisedFields(parseValues(w.web_template_values), language) as Record<string, unknown>;
  if (w.web_template === 'SS Slider') return { kind: 'slider', size: w.size, banners: bannersOf(values) };
  if (w.web_template === 'SS Categories Grid') return { kind: 'categories-grid', title: str(values.title) };
  const title = str(values.title);
  if (!title) return null;
  return { kind: 'product-carousel', title, categories: categoriesOf(values.categories) };
}
