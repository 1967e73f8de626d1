import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/paths';
import { openDb } from '../db/connection';
import { verifyPassword } from '../modules/staff/passwords';
import { UsageError } from './args';
import { parseCreateStaffArgs } from './create-staff-command';

const main = resolve(repoRoot, 'packages/server/src/cli/main.ts');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

describe('create-staff arguments', () => {
  it('reads --email, --name (both forms) and --password-stdin', () => {
    expect(parseCreateStaffArgs(['--email', 'a@b.om', '--name=A B', '--password-stdin'])).toEqual({
      email: 'a@b.om',
      name: 'A B',
      role: 'owner',
      passwordStdin: true,
    });
  });
  it('takes --role owner, staff or reviewer (owner when not given) and refuses any other', () => {
    expect(parseCreateStaffArgs(['--email', 'a@b.om', '--name', 'A', '--role', 'reviewer']).role).toBe('reviewer');
    expect(parseCreateStaffArgs(['--email', 'a@b.om', '--name', 'A', '--role=staff']).role).toBe('staff');
    expect(() => parseCreateStaffArgs(['--email', 'a@b.om', '--name', 'A', '--role', 'admin'])).toThrow(
      '--role must be one of owner, staff, reviewer',
    );
  });
  it('refuses missing or unknown options, and never takes a password argument', () => {
    expect(() => parseCreateStaffArgs(['--name', 'A'])).toThrow(UsageError);
    expect(() => parseCreateStaffArgs(['--email', 'a@b.om', '--name', 'A', '--password', 'x'])).toThrow(
      'unknown option --password',
    );
    expect(() => parseCreateStaffArgs(['--email', '--name', 'A'])).toThrow('--email needs a value');
  });
});

describe('create-staff command', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = (input: string, ...args: string[]) =>
    spawnSync(tsx, [main, ...args], { cwd: repoRoot, env, input, encoding: 'utf8' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cli-staff-'));
    env = {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      MEDIA_DIR: join(dir, 'media'),
    };
    expect(run('', 'migrate', '--quiet').status).toBe(0);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates an account from a piped password, stores only its scrypt hash, and refuses a duplicate', async () => {
    const made = run(
      'a long secret 42\n',
      'create-staff',
      '--email',
      'Ops@GulfGlow.om',
      '--name',
      'Ops Team',
      '--password-stdin',
    );
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created owner account ops@gulfglow.om');
    const db = openDb(env.DATABASE_URL!);
    try {
      const row = await db.kysely.selectFrom('staff_user').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: 'ops@gulfglow.om', name: 'Ops Team', role: 'owner', status: 'active' });
      expect(await verifyPassword('a long secret 42', row.password_hash)).toBe(true);
    } finally {
      await db.close();
    }
    const again = run(
      'a long secret 42\n',
      'create-staff',
      '--email',
      'ops@gulfglow.om',
      '--name',
      'Ops',
      '--password-stdin',
    );
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  it('refuses a short password and asks for a terminal when none is piped', () => {
    const short = run('short\n', 'create-staff', '--email', 'x@gulfglow.om', '--name', 'X', '--password-stdin');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('at least 10 characters');
    const noTty = run('', 'create-staff', '--email', 'x@gulfglow.om', '--name', 'X');
    expect(noTty.status).toBe(2);
    expect(noTty.stderr).toContain('--password-stdin');
  });
});
