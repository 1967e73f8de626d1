import type { ClientLimitsSetting } from '@shop/domain/client-limits';
import type { OrderLimitsSetting } from '@shop/domain/order-limits';
import { omrText } from '../catalog/omr-field';
import { numberOrText } from '../ui/form-kit/form-values';
import type { AdminSettings } from './settings-types';

/** What the settings form's fields hold: texts as typed, the lists as rows. */
export interface SettingsFields {
  free_shipping_above: string;
  delivery_info: string;
  delivery_info_ar: string;
  pickup_times: AdminSettings['pickup_times'];
  outlets: AdminSettings['outlets'];
  order_limits: Record<keyof OrderLimitsSetting, string>;
  client_limits: Record<keyof ClientLimitsSetting, string>;
}

const texts = <K extends string>(numbers: Record<K, number>, show: (n: number) => string = String) =>
  Object.fromEntries(Object.entries<number>(numbers).map(([name, n]) => [name, show(n)])) as Record<K, string>;

const numbers = <K extends string>(typed: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(typed).map(([name, text]) => [name, numberOrText(text)]));

export function settingsDefaults(settings: AdminSettings): SettingsFields {
  return {
    free_shipping_above: omrText(settings.free_shipping_above),
    delivery_info: settings.delivery_info,
    delivery_info_ar: settings.delivery_info_ar,
    pickup_times: settings.pickup_times,
    outlets: settings.outlets,
    order_limits: {
      ...texts(settings.order_limits),
      max_unconfirmed_order_value: omrText(settings.order_limits.max_unconfirmed_order_value),
    },
    client_limits: texts(settings.client_limits),
  };
}

/** The body of PUT /api/admin/settings: amounts and limits as numbers (what is not one is left for the schema). */
export const settingsBody = (fields: SettingsFields) => ({
  ...fields,
  free_shipping_above: numberOrText(fields.free_shipping_above),
  order_limits: numbers(fields.order_limits),
  client_limits: numbers(fields.client_limits),
});
