#!/usr/bin/env node
// `npm start`, or `node scripts/start.mjs` under a process manager. With no APP_ENV (neither in
// the environment nor in .env) it is the demo: migrate, seed the demo catalog into an empty
// database, serve the production build. With APP_ENV=production it only serves: production
// never seeds, and migrates once per deploy (`npm run migrate`), not on every start, unless
// MIGRATE_ON_START=1 (README, "Running in production").
// The server runs in this very process (tsx's loader registered here, no child): a process
// manager's SIGTERM reaches it directly and it drains (packages/server/src/http/shutdown.ts).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { register } from 'tsx/esm/api';

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

register();
process.argv.push('--prod');
await import(pathToFileURL(resolve(root, 'apps/web/server.ts')).href);
