/**
 * A complete production configuration for tests: every setting production requires, each with a
 * value a test can look for in output (none of them may ever appear in a log).
 */
export const PRODUCTION_SETTINGS = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://shop:db-password-7f3a91@db.internal:5432/shop',
  PUBLIC_BASE_URL: 'https://shop.example.om',
  SESSION_SECRET: 'prod-session-secret-5b8e2c7a1d9f4e3b6a0c',
  RESOURCE_API_KEY: 'prod-resource-key-4c1d',
  RESOURCE_API_SECRET: 'prod-resource-secret-9e2f7a6b',
  CONTENT_API_TOKEN: 'prod-content-token-3a7c5e1b',
  THAWANI_BASE_URL: 'https://checkout.thawani.om',
  THAWANI_SECRET_KEY: 'prod-thawani-secret-8d4b2f',
  THAWANI_PUBLISHABLE_KEY: 'prod-thawani-publishable-1c6e',
  THAWANI_WEBHOOK_SECRET: 'prod-thawani-webhook-7a2d9c',
  SMS_PROVIDER: 'gateway',
  SMS_GATEWAY_URL: 'https://sms.example.om/api/SendSMS',
  SMS_GATEWAY_USER: 'gulfglow',
  SMS_GATEWAY_PASSWORD: 'prod-sms-password-6f1b',
  SMS_GATEWAY_TOKEN: 'prod-sms-token-2e8c4a',
  MEDIA_S3_BUCKET: 'gulfglow-media',
} as const satisfies Record<string, string>;

/** The settings production refuses to start without. */
export const PRODUCTION_REQUIRED = Object.keys(PRODUCTION_SETTINGS).filter((k) => k !== 'APP_ENV');

/** The values that are secrets. */
export const PRODUCTION_SECRETS = [
  'db-password-7f3a91',
  PRODUCTION_SETTINGS.SESSION_SECRET,
  PRODUCTION_SETTINGS.RESOURCE_API_KEY,
  PRODUCTION_SETTINGS.RESOURCE_API_SECRET,
  PRODUCTION_SETTINGS.CONTENT_API_TOKEN,
  PRODUCTION_SETTINGS.THAWANI_SECRET_KEY,
  PRODUCTION_SETTINGS.THAWANI_WEBHOOK_SECRET,
  PRODUCTION_SETTINGS.SMS_GATEWAY_PASSWORD,
  PRODUCTION_SETTINGS.SMS_GATEWAY_TOKEN,
];
