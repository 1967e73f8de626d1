import 'server-only';
import { cache } from 'react';
import { getSettings } from '@/lib/data/settings';
import { z } from 'zod';
import { contentData } from '@/lib/services/content-client';
import type { SignInCountry } from './use-phone-sign-in';
import { safeInvoiceBase } from './invoice-link';

/** The one attribute read here besides the settings: the entry's invoice_url, checked by safeInvoiceBase. */
const invoiceSettings = z.array(z.object({ attributes: z.object({ invoice_url: z.unknown().optional() }).optional() }));

export interface AccountSettings {
  countries: SignInCountry[];
  invoiceBase: string | null;
}

/** The sign-in countries (settings valid_countries) and the invoice address (settings invoice_url, optional). */
export const getAccountSettings = cache(async (): Promise<AccountSettings> => {
  const [settings, raw] = await Promise.all([
    getSettings(),
    contentData({ path: '/api/global-settings', query: { populate: '*' } }, invoiceSettings),
  ]);
  return {
    countries: settings.countries,
    invoiceBase: raw.ok ? safeInvoiceBase(raw.data[0]?.attributes?.invoice_url) : null,
  };
});
