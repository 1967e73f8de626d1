import { z } from 'zod';

/**
 * Per-client limits (modules/rate-limit/client-limits.ts), process-wide settings with bounds
 * (documented in .env.example). Many phones share one carrier address (carrier-grade NAT), so
 * the address-wide ceilings are high and the limits keyed by one shopper (their phone, their
 * browser's device id) are tight: one abuser stays bounded, a busy address is not.
 */
const limit = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const clientLimitSettingsShape = {
  /** Order requests per client address per 10 minutes, whatever the phones and devices. */
  ORDER_REQUESTS_PER_ADDRESS: limit(10, 100_000, 1000),
  /** Order requests per phone number (the order's) per 10 minutes. */
  ORDER_REQUESTS_PER_PHONE: limit(1, 1000, 10),
  /** Order requests per browser (its X-Device-Id) per 10 minutes. */
  ORDER_REQUESTS_PER_DEVICE: limit(1, 1000, 10),
  /** One-time codes asked for from one client address per hour (each number gets at most 5). */
  OTP_SENDS_PER_ADDRESS: limit(5, 100_000, 20),
  /** Wrong one-time codes from one client address per hour (each code takes at most 5). */
  OTP_WRONG_CODES_PER_ADDRESS: limit(5, 100_000, 30),
  /** Review submissions from one client address per hour. */
  REVIEWS_PER_ADDRESS: limit(1, 100_000, 10),
  /** Refused discount checks from one client address per 15 minutes. */
  DISCOUNT_REFUSALS_PER_ADDRESS: limit(5, 100_000, 20),
};

export type ClientLimitSettings = { [K in keyof typeof clientLimitSettingsShape]: number };

/** The defaults: what tests count to, unless they set otherwise. */
export const CLIENT_LIMIT_DEFAULTS = z.object(clientLimitSettingsShape).parse({}) as ClientLimitSettings;
let current: ClientLimitSettings = CLIENT_LIMIT_DEFAULTS;

/** Set once per app from its settings (http/app.ts); until then, and for scripts, the defaults. */
export function applyClientLimitSettings(settings: ClientLimitSettings): void {
  current = Object.fromEntries(Object.keys(clientLimitSettingsShape).map((key) => [key, settings[key as keyof ClientLimitSettings]])) as ClientLimitSettings;
}

/** A limit's count as this process is set. */
export const clientLimitSetting = (key: keyof ClientLimitSettings): number => current[key];
