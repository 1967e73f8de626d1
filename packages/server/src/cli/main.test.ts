import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/paths';
import { parseEnv } from '../config/env';
import { openDb } from '../db/connection';
import { PRODUCTION_SETTINGS } from '../testing/production-settings';
import { RefusedError } from './args';
import { seedCommand } from './seed-command';

const main = resolve(repoRoot, 'packages/server/src/cli/main.ts');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

describe('cli', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = (...args: string[]) => spawnSync(tsx, [main, ...args], { cwd: repoRoot, env, encoding: 'utf8' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cli-'));
    env = {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      MEDIA_DIR: join(dir, 'media'),
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the commands and exits 2 on an unknown command', () => {
    const result = run('create-everything');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "create-everything"');
    expect(result.stderr).toMatch(/migrate[\s\S]*seed/);
  });

  it('exits 2 on a bad seed option', () => {
    const result = run('seed', '--products', 'lots');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--products needs a whole number');
  });

  it('migrates, then seeds a small catalog quietly, then skips with --if-empty', async () => {
    const migrated = run('migrate');
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Applied migration 0001-initial');
    const seeded = run('seed', '--products', '40', '--quiet');
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toBe('');
    const skipped = spawnSync(tsx, [main, 'seed', '--if-empty'], {
      cwd: repoRoot,
      env: { ...env, PORT: '3500' },
      encoding: 'utf8',
    });
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain('nothing seeded');
    expect(skipped.stdout).toMatch(
      /^Back-office \(test only\): http:\/\/localhost:3500\/admin\/sign-in {2}staff@gulfglow\.om \/ \S+/m,
    );

    const db = openDb(env.DATABASE_URL!);
    const { count } = await db.kysely
      .selectFrom('website_item')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await db.close();
    expect(Number(count)).toBe(40);
    expect((await readdir(join(dir, 'media'))).sort()).toEqual(['banners', 'brands', 'categories', 'products']);
  });

  it('never seeds with APP_ENV=production: refused with a message (exit 2), before any setting is read, the database untouched', async () => {
    const productionDb = join(dir, 'production.db');
    const runs: [Record<string, string>, string[]][] = [
      [{}, ['seed', '--if-empty']],
      [PRODUCTION_SETTINGS, ['seed']],
      [{}, ['seed', '--reset', '--products', '5']],
    ];
    for (const [settings, args] of runs) {
      const result = spawnSync(tsx, [main, ...args], {
        cwd: repoRoot,
        env: { ...env, ...settings, APP_ENV: 'production', DATABASE_URL: `file:${productionDb}` },
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        'seed: refused with APP_ENV=production: the demo catalog, discount codes and staff account are never written',
      );
      expect(result.stderr).toContain('npm run create-staff');
      expect(result.stdout).toBe('');
    }
    expect(existsSync(productionDb)).toBe(false);
    await expect(
      seedCommand(parseEnv({ ...PRODUCTION_SETTINGS, DATABASE_URL: `file:${productionDb}` }), []),
    ).rejects.toThrow(RefusedError);
    expect(existsSync(productionDb)).toBe(false);
  });

  it('fails with exit code 1 and a message when the database cannot be opened', () => {
    const result = spawnSync(tsx, [main, 'migrate'], {
      cwd: repoRoot,
      env: { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^migrate failed:/);
  });
});
