#!/usr/bin/env node
// The shop as the browser journeys meet it: a fresh SQLite database seeded with the demo
// catalog, the production build, on E2E_PORT. The build must exist (`npm run build`).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(resolve(root, 'apps/web/.next/BUILD_ID'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const suffix of ['', '-wal', '-shm']) rmSync(resolve(root, `data/e2e.db${suffix}`), { force: true });
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  APP_ENV: 'test',
  NODE_ENV: 'production',
  DATABASE_URL: 'file:./data/e2e.db',
  PORT: process.env.E2E_PORT ?? '3100',
  LOG_LEVEL: 'warn',
};
// The shop's address is derived from PORT (packages/server/src/config/public-base-url.ts): the journeys check it.
delete env.PUBLIC_BASE_URL;
const cli = resolve(root, 'packages/server/src/cli/main.ts');
for (const args of [['migrate'], ['seed', '--quiet']]) {
  const step = spawnSync('npx', ['tsx', cli, ...args], { cwd: root, stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
const server = spawn('npx', ['tsx', 'apps/web/server.ts', '--prod'], { cwd: root, stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
