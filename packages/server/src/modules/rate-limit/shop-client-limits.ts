import {
  CLIENT_LIMITS_SETTING,
  type ClientLimitName,
  type ClientLimitsSetting,
  clientLimitsFromSetting,
} from '@shop/domain/client-limits';
import type { Kysely } from 'kysely';
import { processClientLimits } from '../../config/client-limit-settings';
import type { Database } from '../../db/schema';
import { type SettingsService, createSettingsService } from '../settings/settings.service';

const services = new WeakMap<Kysely<Database>, SettingsService>();

/**
 * The per-client limits in force: the back-office's client_limits setting over this process's
 * environment defaults. Read through the site settings cache (5 s, dropped at once after a
 * back-office change here and through the cache bus on the other nodes).
 */
async function shopClientLimits(db: Kysely<Database>): Promise<ClientLimitsSetting> {
  let settings = services.get(db);
  if (!settings) services.set(db, (settings = createSettingsService(db)));
  return clientLimitsFromSetting(await settings.value(CLIENT_LIMITS_SETTING), processClientLimits());
}

export const shopClientLimit = async (db: Kysely<Database>, name: ClientLimitName): Promise<number> =>
  (await shopClientLimits(db))[name];
