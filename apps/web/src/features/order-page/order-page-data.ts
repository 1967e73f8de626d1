import 'server-only';
import {
  type CreditNote,
  type ShopperOrder,
  type TaxInvoice,
  creditNoteReply,
  shopperOrderReply,
  taxInvoiceReply,
} from '@shop/domain/schemas/shopper-order';
import { headers } from 'next/headers';
import { apiClient } from '@/lib/api/client';
import { LOCALE_HEADER } from '@/lib/i18n/locale';
import { IN_PROCESS_ORIGIN, inProcessApi, injectFetch } from '@/lib/services/in-process';

/** A page's order data, or why not: 'missing' is every refusal (unknown order, not the visitor's, no invoice yet). */
type OrderPageResult<T> = { ok: true; data: T } | { ok: false; reason: 'missing' | 'unavailable' };

/** The one API client answered in process with the visitor's own cookie and the message link's key: the server decides who sees what. */
async function visitorClient() {
  const api = inProcessApi();
  if (!api) return null;
  const request = await headers();
  const forwarded: Record<string, string> = { cookie: request.get('cookie') ?? '' };
  const locale = request.get(LOCALE_HEADER);
  if (locale) forwarded['accept-language'] = locale;
  return apiClient(IN_PROCESS_ORIGIN, injectFetch(api.app, forwarded));
}

const query = (key: string | undefined) => (key ? { k: key } : {});

export async function loadShopperOrder(name: string, key: string | undefined): Promise<OrderPageResult<ShopperOrder>> {
  const client = await visitorClient();
  if (!client) return { ok: false, reason: 'unavailable' };
  const { data, response } = await client.GET('/api/orders/{name}/view', {
    params: { path: { name }, query: query(key) },
  });
  if (response.status === 404) return { ok: false, reason: 'missing' };
  const parsed = shopperOrderReply.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data.data } : { ok: false, reason: 'unavailable' };
}

export async function loadTaxInvoice(name: string, key: string | undefined): Promise<OrderPageResult<TaxInvoice>> {
  const client = await visitorClient();
  if (!client) return { ok: false, reason: 'unavailable' };
  const { data, response } = await client.GET('/api/orders/{name}/invoice', {
    params: { path: { name }, query: query(key) },
  });
  if (response.status === 404) return { ok: false, reason: 'missing' };
  const parsed = taxInvoiceReply.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data.data } : { ok: false, reason: 'unavailable' };
}

export async function loadCreditNote(
  name: string,
  number: string,
  key: string | undefined,
): Promise<OrderPageResult<CreditNote>> {
  const client = await visitorClient();
  if (!client) return { ok: false, reason: 'unavailable' };
  const { data, response } = await client.GET('/api/orders/{name}/credit-notes/{number}', {
    params: { path: { name, number }, query: query(key) },
  });
  if (response.status === 404 || response.status === 400) return { ok: false, reason: 'missing' };
  const parsed = creditNoteReply.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data.data } : { ok: false, reason: 'unavailable' };
}
