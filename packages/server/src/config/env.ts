import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_STORE_WAREHOUSE } from '@shop/domain/store';
import { clientLimitSettingsShape } from './client-limit-settings';
import { repoRoot } from './paths';
import { listeningBaseUrl, withoutTrailingSlash } from './public-base-url';
import {
  EnvError,
  type SettingProblem,
  impliedMediaStorage,
  impliedPaymentProvider,
  settingProblems,
  settingsMessage,
} from './setting-rules';
import { NO_PROXY, trustProxySchema } from './trust-proxy';

export { EnvError } from './setting-rules';

/**
 * Every setting the server reads, parsed once. `.env.example` documents each one.
 *
 * APP_ENV decides how strict we are:
 * - production: every secret, the real payment and SMS providers and PUBLIC_BASE_URL must be
 *   set (setting-rules.ts); nothing is generated or defaulted, the stand-ins cannot run.
 * - demo (what `npm start` runs): secrets missing from the environment are generated once and
 *   kept in data/secrets.demo.json so a fresh clone serves the shop with no set-up.
 * - development / test: the same generated secrets, nothing else required.
 * Outside production PUBLIC_BASE_URL defaults to the address the server listens on.
 */
const optionalText = z.string().trim().min(1).optional();
const url = z.url({ protocol: /^https?$/ });

export const envSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'demo', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: url.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, 'must be file:<path> or postgres://…')
    .default('file:./data/shop.db'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for PostgreSQL to come back (a restart, a failover) before a 503 (db/reconnecting-pool.ts). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  /** Where media live (setting-rules.ts): the MEDIA_DIR folder, or an S3-compatible bucket all nodes share. */
  MEDIA_STORAGE: z.enum(['folder', 's3']).optional(),
  MEDIA_S3_BUCKET: optionalText,
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  MEDIA_S3_ENDPOINT: url.optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  MEDIA_S3_ACCESS_KEY_ID: optionalText,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
  STORE_WAREHOUSE: z.string().min(1).default(DEFAULT_STORE_WAREHOUSE),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RESOURCE_API_KEY: z.string().min(8).optional(),
  RESOURCE_API_SECRET: z.string().min(16).optional(),
  CONTENT_API_TOKEN: z.string().min(16).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'thawani']).optional(),
  THAWANI_BASE_URL: url.default('https://uatcheckout.thawani.om'),
  THAWANI_SECRET_KEY: optionalText,
  THAWANI_PUBLISHABLE_KEY: optionalText,
  THAWANI_WEBHOOK_SECRET: optionalText,
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Optional e-mail of the order's messages to shoppers who gave an address: the SMTP server (smtp:// or smtps://, with its user and password) and the sender. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: optionalText,
  SMS_PROVIDER: z.enum(['outbox', 'gateway']).default('outbox'),
  SMS_GATEWAY_URL: url.optional(),
  SMS_GATEWAY_USER: optionalText,
  SMS_GATEWAY_PASSWORD: optionalText,
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_GATEWAY_SENDER: optionalText,
  RESOURCE_BASE_URL: url.optional(),
  CONTENT_BASE_URL: url.optional(),
  TRUST_PROXY: trustProxySchema.default(NO_PROXY),
  /** Shared page cache and cross-node cache invalidation (src/cache/cache-bus.ts); unset: in-process caches only. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be redis://… or rediss://…')
    .optional(),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  MIGRATE_ON_START: z.enum(['0', '1']).optional(),
  PAGE_CACHE: z.enum(['0', '1']).optional(),
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  LOG_SLOW_MS: z.coerce.number().int().min(1).default(1000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ...clientLimitSettingsShape,
});

type ParsedEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<
  ParsedEnv,
  | 'PUBLIC_BASE_URL'
  | 'SESSION_SECRET'
  | 'RESOURCE_API_KEY'
  | 'RESOURCE_API_SECRET'
  | 'CONTENT_API_TOKEN'
  | 'PAYMENT_PROVIDER'
  | 'DRAIN_SECONDS'
  | 'MIGRATE_ON_START'
  | 'PAGE_CACHE'
  | 'LOG_SAMPLE_RATE'
  | 'MEDIA_STORAGE'
  | 'MEDIA_S3_FORCE_PATH_STYLE'
> {
  /** `s3` when MEDIA_S3_BUCKET is set, else `folder` (MEDIA_DIR). */
  MEDIA_STORAGE: 'folder' | 's3';
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers want. */
  MEDIA_S3_FORCE_PATH_STYLE: boolean;
  /** Seconds a stopping node keeps serving after SIGTERM (readiness off): 10 in production, 0 elsewhere. */
  DRAIN_SECONDS: number;
  /** Whether the server brings the schema up to date when it starts: production only with MIGRATE_ON_START=1. */
  MIGRATE_ON_START: boolean;
  /** Whether catalog pages are cached (in Redis with REDIS_URL, else in this process): on unless PAGE_CACHE=0. */
  PAGE_CACHE: boolean;
  /** The share of ordinary requests logged at info: 0.01 in production, 1 elsewhere. */
  LOG_SAMPLE_RATE: number;
  /** The shop's address without a trailing slash: set, or (outside production) where the server listens. */
  PUBLIC_BASE_URL: string;
  SESSION_SECRET: string;
  RESOURCE_API_KEY: string;
  RESOURCE_API_SECRET: string;
  CONTENT_API_TOKEN: string;
  PAYMENT_PROVIDER: 'sandbox' | 'thawani';
  /** MEDIA_DIR resolved against the repository root. */
  mediaDir: string;
}

const generatedKeys = ['SESSION_SECRET', 'RESOURCE_API_KEY', 'RESOURCE_API_SECRET', 'CONTENT_API_TOKEN'] as const;
type Generated = Record<(typeof generatedKeys)[number], string>;

/** Secrets for non-production runs, made once and kept beside the demo database. */
function localSecrets(file: string): Generated {
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Generated>;
    if (generatedKeys.every((k) => typeof saved[k] === 'string')) return saved as Generated;
  }
  const made: Generated = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RESOURCE_API_KEY: randomBytes(8).toString('hex'),
    RESOURCE_API_SECRET: randomBytes(16).toString('hex'),
    CONTENT_API_TOKEN: randomBytes(24).toString('base64url'),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
  const result = envSchema.safeParse(cleaned);
  const problems: SettingProblem[] = [
    ...(result.success
      ? []
      : result.error.issues.map((i) => ({ key: i.path.join('.') || '(env)', message: i.message }))),
    ...settingProblems(cleaned),
  ];
  if (!result.success || problems.length > 0) {
    const order = Object.keys(envSchema.shape);
    problems.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    throw new EnvError(settingsMessage(problems));
  }
  const env = result.data;
  const mediaDir = isAbsolute(env.MEDIA_DIR) ? env.MEDIA_DIR : resolve(repoRoot, env.MEDIA_DIR);
  const missing = generatedKeys.filter((k) => !env[k]);
  const secrets =
    missing.length > 0 && env.APP_ENV !== 'production'
      ? localSecrets(resolve(repoRoot, 'data', `secrets.${env.APP_ENV}.json`))
      : undefined;
  return {
    ...env,
    PUBLIC_BASE_URL: withoutTrailingSlash(env.PUBLIC_BASE_URL ?? listeningBaseUrl(env.HOST, env.PORT)),
    SESSION_SECRET: env.SESSION_SECRET ?? secrets!.SESSION_SECRET,
    RESOURCE_API_KEY: env.RESOURCE_API_KEY ?? secrets!.RESOURCE_API_KEY,
    RESOURCE_API_SECRET: env.RESOURCE_API_SECRET ?? secrets!.RESOURCE_API_SECRET,
    CONTENT_API_TOKEN: env.CONTENT_API_TOKEN ?? secrets!.CONTENT_API_TOKEN,
    PAYMENT_PROVIDER: impliedPaymentProvider(cleaned) as Env['PAYMENT_PROVIDER'],
    DRAIN_SECONDS: env.DRAIN_SECONDS ?? (env.APP_ENV === 'production' ? 10 : 0),
    MIGRATE_ON_START: env.MIGRATE_ON_START ? env.MIGRATE_ON_START === '1' : env.APP_ENV !== 'production',
    PAGE_CACHE: env.PAGE_CACHE !== '0',
    LOG_SAMPLE_RATE: env.LOG_SAMPLE_RATE ?? (env.APP_ENV === 'production' ? 0.01 : 1),
    MEDIA_STORAGE: impliedMediaStorage(cleaned) as Env['MEDIA_STORAGE'],
    MEDIA_S3_FORCE_PATH_STYLE: env.MEDIA_S3_FORCE_PATH_STYLE === '1',
    mediaDir,
  };
}

let cached: Env | undefined;

/** The process's settings; exits with a message naming the bad setting. */
export function loadEnv(): Env {
  if (cached) return cached;
  try {
    cached = parseEnv(process.env);
    return cached;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
