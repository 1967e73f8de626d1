import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { settingsWire } from '../catalog/wire';
import { contentData } from '../services/content-client';
import { FALLBACK_SETTINGS, type SiteSettings, siteSettingsFrom } from './settings-mapper';

export type { SiteSettings } from './settings-mapper';

/** GET /api/global-settings?populate=* → the first element of data (SPEC §7). */
export const getSettings = cache(async (): Promise<SiteSettings> => {
  const result = await contentData({ path: '/api/global-settings', query: { populate: '*' } }, z.array(settingsWire));
  const a = result.ok ? result.data[0]?.attributes : undefined;
  if (!a) return FALLBACK_SETTINGS;
  return siteSettingsFrom(a);
});
