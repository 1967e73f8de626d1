/** A Website Item as /api/admin/catalog/items sends it (prices in OMR). */
export interface AdminCatalogItem {
  name: string;
  item_code: string;
  web_item_name: string;
  website_image: string | null;
  route: string;
  brand: string | null;
  custom_ecommerce_category: string | null;
  website_warehouse: string;
  custom_sale_price: number | null;
  custom_regular_price: number;
  custom_stock_available: number;
  published: boolean;
  custom_show_on_offer_page: boolean;
  custom_bogo_offer: boolean;
  custom_is_dangerous_good_: boolean;
}

export interface CatalogPageMeta {
  nextCursor: string | null;
  /** null for a search (not counted). */
  total: number | null;
  limit: number;
}
