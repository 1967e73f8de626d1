import type { FastifyBaseLogger } from 'fastify';
import type { ImageStorage } from './adapters/image-storage';
import { createImageStorage } from './adapters/media-storage';
import type { PaymentProvider } from './adapters/payment/payment-provider';
import { createSmsSender } from './adapters/sms/sms-factory';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { Env } from './config/env';
import type { Db } from './db/connection';
import { type JobScheduler, createJobScheduler } from './jobs/periodic-jobs';
import { type DeliveryService, createDeliveryService } from './modules/delivery/delivery.service';
import { type OgImageStore, createOgImageStore } from './modules/og-images/og-images.service';
import type { PaymentsDeps } from './modules/payments/payments.service';
import { type SearchService, createSearchService } from './modules/search/search.service';
import { type SettingsService, createSettingsService } from './modules/settings/settings.service';
import { type PasswordChecker, createPasswordChecker } from './modules/staff/passwords';
import { type TotpSecretBox, createTotpSecretBox } from './modules/staff/totp-secret-box';

/** What the app is built from: its database and settings, and what tests may stand in. */
export interface AppInputs {
  db: Db;
  env: Env;
  /** The payment provider: Thawani or the built-in sandbox, by configuration (tests may stand one in). */
  paymentProvider: PaymentProvider;
  /** Where the SMS gateway's and the periodic jobs' failures are logged. */
  log: FastifyBaseLogger;
  /** The periodic jobs' scheduler (tests may hand one in); one over `db` otherwise. */
  jobs?: JobScheduler;
}

/** Everything the route plugins use, built once per app (the composition root). */
export interface AppDeps {
  db: Db;
  env: Env;
  paymentProvider: PaymentProvider;
  settings: SettingsService;
  /** The shop's own product search (issue 29). */
  search: SearchService;
  /** What the payment use cases are called with. */
  payments: PaymentsDeps;
  delivery: DeliveryService;
  imageStorage: ImageStorage;
  ogImages: OgImageStore;
  passwords: PasswordChecker;
  /** Seals staff TOTP secrets at rest (modules/staff/totp-secret-box.ts). */
  totpSecrets: TotpSecretBox;
  sms: SmsSender;
  /** The periodic work, one node at a time; started and stopped with the app (http/app.ts). */
  jobs: JobScheduler;
}

export function createAppDeps({ db, env, paymentProvider, log, jobs }: AppInputs): AppDeps {
  const kysely = db.kysely;
  const imageStorage = createImageStorage(env);
  return {
    db,
    env,
    paymentProvider,
    settings: createSettingsService(kysely),
    search: createSearchService(db),
    payments: { db: kysely, provider: paymentProvider, publicBaseUrl: env.PUBLIC_BASE_URL },
    delivery: createDeliveryService(kysely),
    imageStorage,
    ogImages: createOgImageStore(imageStorage),
    passwords: createPasswordChecker(),
    totpSecrets: createTotpSecretBox(env.SESSION_SECRET),
    sms: createSmsSender(env, kysely, log),
    jobs: jobs ?? createJobScheduler(db, log),
  };
}
