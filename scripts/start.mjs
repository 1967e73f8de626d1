#!/usr/bin/env node
// `npm start`. With no APP_ENV (neither in the environment nor in .env) it is the demo: migrate,
// seed the demo catalog into an empty database, serve the production build. With
// APP_ENV=production it only serves: production never seeds, and migrates once per deploy
// (`npm run migrate`), not on every start (README, "Running in production").
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The environment wins over .env, as in the server and the CLI; .env's APP_ENV counts.
loadDotenv({ path: resolve(root, '.env'), quiet: true });
process.env.APP_ENV ||= 'demo';

const tsx = resolve(root, 'node_modules/.bin/tsx');
const cli = resolve(root, 'packages/server/src/cli/main.ts');
const steps = process.env.APP_ENV === 'production' ? [] : [['migrate'], ['seed', '--if-empty']];
for (const args of steps) {
  const step = spawnSync(tsx, [cli, ...args], { cwd: root, stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

const server = spawn(tsx, [resolve(root, 'apps/web/server.ts'), '--prod'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the whole process group, the server included: wait for it to finish. A SIGTERM
// (a process manager's) is for this process alone: pass it on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
