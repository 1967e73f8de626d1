import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/paths';
import { openDb } from '../db/connection';

const main = resolve(repoRoot, 'packages/server/src/cli/main.ts');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

describe('cli', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = (...args: string[]) => spawnSync(tsx, [main, ...args], { cwd: repoRoot, env, encoding: 'utf8' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cli-'));
    env = { ...process.env, APP_ENV: 'test', DATABASE_URL: `file:${join(dir, 'shop.db')}`, MEDIA_DIR: join(dir, 'media') };
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
    const skipped = run('seed', '--if-empty');
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain('nothing seeded');

    const db = openDb(env.DATABASE_URL!);
    const { count } = await db.kysely.selectFrom('website_item').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    await db.close();
    expect(Number(count)).toBe(40);
    expect((await readdir(join(dir, 'media'))).sort()).toEqual(['banners', 'brands', 'categories', 'products']);
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
