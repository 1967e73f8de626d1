import { OFFERS } from '@shop/domain/catalog-query';

/** Every storefront path, defined once. */
export const routes = {
  home: '/',
  shop: '/shop',
  offers: `/shop?category=${OFFERS}`,
  shopCategory: (name: string) => `/shop?category=${encodeURIComponent(name)}`,
  shopCategories: (names: string[]) => `/shop?category=${names.map(encodeURIComponent).join(',')}`,
  shopBrand: (name: string) => `/shop?brand=${encodeURIComponent(name)}`,
  product: (route: string) => `/product/${route.split('/').map(encodeURIComponent).join('/')}`,
  cart: '/cart',
  checkout: '/checkout',
  account: '/user',
  accountOrder: (name: string) => `/account/orders/${encodeURIComponent(name)}`,
  comingSoon: '/coming-soon',
  orderPlaced: (orderId: string) => `/order-placed?oid=${encodeURIComponent(orderId)}`,
  orderFailed: (orderId: string) => `/order-failed?orderId=${encodeURIComponent(orderId)}`,
  orderSuccess: (orderId: string) => `/order-success?orderId=${encodeURIComponent(orderId)}`,
} as const;

/** Placeholder shown when a product or result has no image (a local file, never remote). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
