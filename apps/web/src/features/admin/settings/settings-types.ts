import type { OrderLimitsSetting } from '@shop/domain/order-limits';

export interface AdminSettings {
  free_shipping_above: number;
  delivery_info: string;
  pickup_times: { value: string; label: string }[];
  outlets: { name: string; address: string; hours: string; phone: string; default: boolean }[];
  order_limits: OrderLimitsSetting;
}

export interface Banner {
  image: string;
  mobile_image: string;
  link: string;
  alt: string;
}

export type HomeBlock =
  | { kind: 'slider'; title: string; size: string | null; banners: Banner[] }
  | { kind: 'categories-grid'; title: string }
  | { kind: 'carousel'; title: string; categories: string[] };

export interface MediaFile {
  url: string;
  folder: string;
}
