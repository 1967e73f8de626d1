import {
  CLIENT_LIMIT_NAMES,
  CLIENT_LIMIT_RANGES,
  type ClientLimitName,
  type ClientLimitsSetting,
} from '@shop/domain/client-limits';
import { z } from 'zod';

/**
 * Per-client limits (modules/rate-limit/client-limits.ts): the process defaults, one environment
 * setting per limit in capitals (ORDER_REQUESTS_PER_ADDRESS, OTP_SENDS_PER_DEVICE; bounds in
 * domain/client-limits.ts, documented in .env.example). The back-office's site setting
 * client_limits overrides them for the shop.
 */
type EnvName = Uppercase<ClientLimitName>;
const envName = (name: ClientLimitName) => name.toUpperCase() as EnvName;

export const clientLimitSettingsShape = Object.fromEntries(
  CLIENT_LIMIT_NAMES.map((name) => {
    const { min, max, fallback } = CLIENT_LIMIT_RANGES[name];
    return [envName(name), z.coerce.number().int().min(min).max(max).default(fallback)];
  }),
) as Record<EnvName, z.ZodDefault<z.ZodCoercedNumber<unknown>>>;

export type ClientLimitEnv = Record<EnvName, number>;

const fromEnv = (env: ClientLimitEnv): ClientLimitsSetting =>
  Object.fromEntries(CLIENT_LIMIT_NAMES.map((name) => [name, env[envName(name)]])) as ClientLimitsSetting;

/** The defaults with no environment: what tests count to, unless they set otherwise. */
export const CLIENT_LIMIT_DEFAULTS: Readonly<ClientLimitsSetting> = fromEnv(
  z.object(clientLimitSettingsShape).parse({}) as ClientLimitEnv,
);
let current: ClientLimitsSetting = { ...CLIENT_LIMIT_DEFAULTS };

/** Set once per app from its environment (http/app.ts); until then, and for scripts, the defaults. */
export function applyClientLimitSettings(env: ClientLimitEnv): void {
  current = fromEnv(env);
}

/** This process's defaults, before the shop's client_limits setting. */
export const processClientLimits = (): Readonly<ClientLimitsSetting> => current;
