import type { Baisa } from '@shop/domain/money';

/** What components see of a Website Item; wire shapes stop in the mappers. */
export interface Product {
  id: string;
  itemCode: string;
  name: string;
  route: string;
  image: string | null;
  salePrice: Baisa;
  regularPrice: Baisa;
  brand: string | null;
  /** The brand as the page's language writes it (filters, cards and the product page alike); absent: `brand`. */
  brandLabel?: string;
  category: string | null;
  stock: number;
  bogo: boolean;
  dangerousGood: boolean;
  uom: string;
}

export interface ProductDetail extends Product {
  shortDescription: string;
  longDescription: string;
}

/** A search result carries only what the dropdown shows. */
export interface SearchHit {
  id: string;
  name: string;
  route: string;
  image: string | null;
  salePrice: Baisa;
  regularPrice: Baisa;
}

/** Published reviews of a product, summarised (SPEC §2 rating summary). */
export interface RatingSummaryData {
  average: number;
  count: number;
  firstReviewer: string;
}

export interface Category {
  name: string;
  label: string;
  parent: string | null;
  image: string | null;
  isGroup: boolean;
  showOnHomepage: boolean;
  priority: number;
}

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export interface Brand {
  name: string;
  label: string;
}

export interface ListingPage {
  products: Product[];
  page: number;
  pageCount: number;
  total: number;
  /** A listing of typed text (issue 29): the correction the search made, and when nothing matches a closer query and popular products. */
  search?: SearchOutcome;
}

export interface SearchOutcome {
  correctedTo: string | null;
  suggestion: string | null;
  popular: Product[];
}

export interface Banner {
  image: string;
  mobileImage: string;
  link: string | null;
  alt: string;
}

export type HomeBlock =
  | { kind: 'slider'; size: string | null; banners: Banner[] }
  | { kind: 'categories-grid'; title: string | null }
  | { kind: 'product-carousel'; title: string; categories: string[] };
