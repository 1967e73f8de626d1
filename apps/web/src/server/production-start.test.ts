import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/server/config/paths';
import { PRODUCTION_REQUIRED, PRODUCTION_SETTINGS } from '@shop/server/testing/production-settings';

/**
 * `npm start` (scripts/start.mjs) with APP_ENV=production: it only starts the server, which
 * refuses to run without its settings or on a database that lacks migrations. It never seeds and
 * never migrates (README, "Running in production").
 */
describe('npm start with APP_ENV=production', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'production-start-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const start = (settings: Record<string, string>) =>
    spawnSync(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: '3201',
        MEDIA_DIR: join(dir, 'media'),
        ...settings,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('with no settings, refuses to start and names every missing one in one message', () => {
    const result = start({ APP_ENV: 'production' });
    expect(result.status).toBe(1);
    for (const key of PRODUCTION_REQUIRED) expect(result.stderr).toMatch(new RegExp(`^  ${key}: `, 'm'));
    expect(result.stdout).not.toMatch(/Applied migration|Seeded|Back-office/);
  }, 60_000);

  it('with every setting, neither migrates nor seeds: a fresh database is refused and stays empty', () => {
    const file = join(dir, 'shop.db');
    const result = start({ ...PRODUCTION_SETTINGS, DATABASE_URL: `file:${file}` });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('run `npm run migrate` once for this deploy, then start the server.');
    expect(result.stdout).not.toMatch(/Applied migration|Seeded|Back-office/);
    if (existsSync(file)) {
      const db = new Database(file, { readonly: true });
      const tables = db.prepare("select name from sqlite_master where type = 'table'").all();
      db.close();
      expect(tables).toEqual([]);
    }
  }, 60_000);
});
