/**
 * The rules between settings, read from the raw values (set, non-empty strings) so that every
 * broken rule is named at once, whatever else is wrong. The formats of single values live in
 * env.ts's schema.
 *
 * Production is never a demo: it takes real card payments (Thawani's live checkout) and sends
 * real SMS (the SPEC §7 gateway), at an explicit https address, with every secret set. The card
 * sandbox and the SMS outbox are stand-ins for demos, development and tests only.
 */
export interface SettingProblem {
  key: string;
  message: string;
}

type Raw = Readonly<Record<string, string | undefined>>;

/** Why each stand-in cannot serve a real shop: one text for the settings check and for the factories. */
const STAND_INS = {
  PAYMENT_PROVIDER: {
    value: 'sandbox',
    message:
      'the card sandbox cannot run in production (it marks orders paid without charging anyone); set PAYMENT_PROVIDER=thawani with its THAWANI_* settings',
  },
  SMS_PROVIDER: {
    value: 'outbox',
    message:
      'the SMS outbox cannot run in production (it sends no SMS); set SMS_PROVIDER=gateway with its SMS_GATEWAY_* settings',
  },
} as const;

export type StandInSetting = keyof typeof STAND_INS;

const SECRETS = ['SESSION_SECRET', 'RESOURCE_API_KEY', 'RESOURCE_API_SECRET', 'CONTENT_API_TOKEN'] as const;
const THAWANI_KEYS = ['THAWANI_SECRET_KEY', 'THAWANI_PUBLISHABLE_KEY', 'THAWANI_WEBHOOK_SECRET'] as const;
const GATEWAY_SETTINGS = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_USER', 'SMS_GATEWAY_PASSWORD', 'SMS_GATEWAY_TOKEN'] as const;

/** Thawani's test checkout (uatcheckout.thawani.om): its test cards pay without money moving. */
function isThawaniTestHost(address: string): boolean {
  return URL.canParse(address) && /^uat/i.test(new URL(address).hostname);
}

/** PAYMENT_PROVIDER as set, or implied: a Thawani secret key (or production) means Thawani. */
export function impliedPaymentProvider(raw: Raw): string {
  return raw.PAYMENT_PROVIDER ?? (raw.THAWANI_SECRET_KEY || raw.APP_ENV === 'production' ? 'thawani' : 'sandbox');
}

/** MEDIA_STORAGE as set, or implied: a bucket means S3. */
export function impliedMediaStorage(raw: Raw): string {
  return raw.MEDIA_STORAGE ?? (raw.MEDIA_S3_BUCKET ? 's3' : 'folder');
}

/**
 * Production never falls back to the local folder unasked: nodes sharing a database must share
 * media too, so it takes a bucket, or MEDIA_STORAGE=folder said outright for a single node.
 */
function mediaProblems(raw: Raw, need: (key: string, why: string) => void): void {
  if (raw.APP_ENV === 'production' && !raw.MEDIA_STORAGE) {
    need(
      'MEDIA_S3_BUCKET',
      "is required in production: the bucket every node keeps media in (or MEDIA_STORAGE=folder for a single node's MEDIA_DIR)",
    );
  }
  if (impliedMediaStorage(raw) !== 's3') return;
  need('MEDIA_S3_BUCKET', 'is required when MEDIA_STORAGE=s3');
  if (raw.MEDIA_S3_ACCESS_KEY_ID && !raw.MEDIA_S3_SECRET_ACCESS_KEY)
    need('MEDIA_S3_SECRET_ACCESS_KEY', 'is required with MEDIA_S3_ACCESS_KEY_ID');
  if (raw.MEDIA_S3_SECRET_ACCESS_KEY && !raw.MEDIA_S3_ACCESS_KEY_ID)
    need('MEDIA_S3_ACCESS_KEY_ID', 'is required with MEDIA_S3_SECRET_ACCESS_KEY');
}

function productionProblems(
  raw: Raw,
  need: (key: string, why: string) => void,
  add: (key: string, message: string) => void,
): void {
  const inProduction = 'is required in production';
  need('DATABASE_URL', `${inProduction} (file:<path> or postgres://…)`);
  need('PUBLIC_BASE_URL', `${inProduction}: the shop's https address, as shoppers reach it`);
  for (const key of SECRETS) need(key, inProduction);
  for (const key of THAWANI_KEYS) need(key, inProduction);
  need('THAWANI_BASE_URL', `${inProduction}: Thawani's live checkout address`);
  need('SMS_PROVIDER', `${inProduction}: set SMS_PROVIDER=gateway`);
  for (const key of GATEWAY_SETTINGS) need(key, inProduction);

  for (const key of ['PAYMENT_PROVIDER', 'SMS_PROVIDER'] as const) {
    if (raw[key] === STAND_INS[key].value) add(key, STAND_INS[key].message);
  }
  for (const key of ['PUBLIC_BASE_URL', 'THAWANI_BASE_URL', 'SMS_GATEWAY_URL']) {
    const value = raw[key];
    if (value && URL.canParse(value) && new URL(value).protocol !== 'https:')
      add(key, 'must be an https address in production');
  }
  if (raw.THAWANI_BASE_URL && isThawaniTestHost(raw.THAWANI_BASE_URL)) {
    add(
      'THAWANI_BASE_URL',
      "is Thawani's UAT (test) checkout: its test cards would pay real orders; set the live checkout address",
    );
  }
}

/** Every broken rule between settings, in one list. */
export function settingProblems(raw: Raw): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const add = (key: string, message: string) => problems.push({ key, message });
  const need = (key: string, why: string) => {
    if (!raw[key]) add(key, why);
  };
  mediaProblems(raw, need);
  if (raw.SMTP_URL) need('MAIL_FROM', 'is required when SMTP_URL is set (the address the e-mails come from)');
  if (raw.APP_ENV === 'production') {
    productionProblems(raw, need, add);
    return problems;
  }
  if (impliedPaymentProvider(raw) === 'thawani')
    for (const key of THAWANI_KEYS) need(key, 'is required when PAYMENT_PROVIDER=thawani');
  if (raw.SMS_PROVIDER === 'gateway')
    for (const key of GATEWAY_SETTINGS) need(key, 'is required when SMS_PROVIDER=gateway');
  return problems;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function settingsMessage(problems: readonly SettingProblem[]): string {
  return `Invalid configuration (each setting is described in .env.example):\n${problems.map((p) => `  ${p.key}: ${p.message}`).join('\n')}`;
}

/**
 * The last word of every factory that could build a stand-in (the card sandbox, the SMS outbox):
 * in production it refuses, naming the setting, even for settings that bypassed the check at start.
 */
export function refuseStandInInProduction(env: { APP_ENV: string }, key: StandInSetting): void {
  if (env.APP_ENV === 'production') throw new EnvError(settingsMessage([{ key, message: STAND_INS[key].message }]));
}
