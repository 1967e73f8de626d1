import 'server-only';
import { cache } from 'react';
import { getSettings } from '@/lib/data/settings';
import { contentData } from '@/lib/services/content-client';
import type { SignInCountry } from './use-phone-sign-in';
import { safeInvoiceBase } from './invoice-link';

export interface AccountSettings {
  countries: SignInCountry[];
  invoiceBase: string | null;
}

/** The sign-in countries (settings valid_countries) and the invoice address (settings invoice_url, optional). */
export const getAccountSettings = cache(async (): Promise<AccountSettings> => {
  const [settings, raw] = await Promise.all([
    getSettings(),
    contentData<{ attributes?: { invoice_url?: unknown } }[]>({ path: '/api/global-settings', query: { populate: '*' } }),
  ]);
  return {
    countries: settings.countries,
    invoiceBase: raw.ok ? safeInvoiceBase(raw.data[0]?.attributes?.invoice_url) : null,
  };
});
