import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type CountryOption, DEFAULT_COUNTRIES } from '@shop/domain/phone';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import type { SettingsService } from '../settings/settings.service';
import { registerOtpRoutes } from '../otp/otp.routes';
import { registerCustomerRoutes } from './customers.routes';
import { cookieSettings } from './sessions';

interface CountriesSetting {
  sections?: { name?: unknown; prefix?: unknown; valid_length?: unknown }[];
}

/** settings valid_countries.sections (SPEC §3), or SPEC's defaults when none are set. */
async function countriesFrom(settings: SettingsService): Promise<CountryOption[]> {
  const sections = (await settings.value<CountriesSetting>('valid_countries'))?.sections ?? [];
  const countries = sections
    .map((c) => ({ name: String(c.name ?? ''), prefix: String(c.prefix ?? ''), valid_length: Number(c.valid_length) }))
    .filter((c) => /^\d{1,4}$/.test(c.prefix) && Number.isInteger(c.valid_length));
  return countries.length ? countries : DEFAULT_COUNTRIES;
}

/** Phone sign-in (OTP send/verify) and the signed-in customer's account, on the content service. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; env: Env; settings: SettingsService; sms: SmsSender },
): void {
  const cookies = cookieSettings(deps.env.PUBLIC_BASE_URL);
  registerOtpRoutes(app, {
    db: deps.db,
    secret: deps.env.SESSION_SECRET,
    sms: deps.sms,
    countries: () => countriesFrom(deps.settings),
    cookies,
  });
  registerCustomerRoutes(app, deps.db, cookies);
}
