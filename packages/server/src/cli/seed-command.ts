import cliProgress from 'cli-progress';
import { createImageStorage } from '../adapters/media-storage';
import type { Env } from '../config/env';
import { openDb } from '../db/connection';
import { ensureDemoStaff } from '../modules/staff/demo-staff';
import { DEFAULT_PRODUCT_COUNT, seedDatabase, type SeedProgress } from '../seed/seed';
import { RefusedError, parseSeedArgs } from './args';

function progressBar(): SeedProgress {
  const bar = new cliProgress.SingleBar(
    { format: '  {phase} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  return {
    start: (phase, total) => bar.start(total, 0, { phase: phase.padEnd(8) }),
    update: (done) => bar.update(done),
    stop: () => bar.stop(),
  };
}

/**
 * Production never holds demo data: no generated catalog, no demo discount codes (GLOW10, SAVE5,
 * FREESHIP…), no demo staff account. Checked on the raw APP_ENV before the settings are read, so
 * the refusal is the first thing a production operator sees, whatever else is missing.
 */
export function refuseSeedInProduction(appEnv: string | undefined): void {
  if (appEnv === 'production') {
    throw new RefusedError(
      'refused with APP_ENV=production: the demo catalog, discount codes and staff account are never written to a real shop. ' +
        'Run `npm run migrate` for the schema and `npm run create-staff` for back-office accounts.',
    );
  }
}

/** `seed [--products N] [--reset] [--if-empty] [--quiet]` */
export async function seedCommand(env: Env, argv: readonly string[]): Promise<void> {
  refuseSeedInProduction(env.APP_ENV);
  const args = parseSeedArgs(argv, DEFAULT_PRODUCT_COUNT);
  const db = openDb(env.DATABASE_URL);
  try {
    const interactive = !args.quiet && process.stdout.isTTY;
    const report = await seedDatabase(db.kysely, {
      storage: createImageStorage(env),
      warehouse: env.STORE_WAREHOUSE,
      products: args.products,
      reset: args.reset,
      ifEmpty: args.ifEmpty,
      progress: interactive ? progressBar() : undefined,
    });
    const demoStaff = await ensureDemoStaff(db.kysely, env);
    if (demoStaff && !args.quiet) {
      console.log(
        `Back-office (${env.APP_ENV} only): ${env.PUBLIC_BASE_URL}/admin/sign-in  ${demoStaff.email} / ${demoStaff.password}  (kept in data/secrets.${env.APP_ENV}.json)`,
      );
    }
    if (report.skipped) {
      if (!args.quiet) console.log('Catalog already has products: nothing seeded (--if-empty).');
      return;
    }
    for (const warning of report.warnings) console.warn(`warning: ${warning}`);
    if (!args.quiet) {
      const { images } = report;
      console.log(
        `Seeded ${report.products} products, ${report.brands} brands, ${report.categories} categories, ` +
          `${report.reviews} reviews; images ${images.generated} drawn, ${images.cached} already there ` +
          `(${(report.milliseconds / 1000).toFixed(1)} s, ${db.engine}).`,
      );
    }
  } finally {
    await db.close();
  }
}
