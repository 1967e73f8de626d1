/**
 * The shop's one process: Fastify answers /api/*, /media/* and /sandbox/*; every other path
 * goes to the Next.js request handler. `--api-only` starts Fastify without Next.js.
 */
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { repoRoot } from '@shop/server/config/paths';

loadDotenv({ path: resolve(repoRoot, '.env'), quiet: true });
const apiOnly = process.argv.includes('--api-only');
const dev = !apiOnly && process.env.NODE_ENV !== 'production' && !process.argv.includes('--prod');
// Next reads NODE_ENV at import time; set it before anything imports Next.
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const { startServer } = await import('./src/server/start');
await startServer({ dev, apiOnly, webDir: resolve(repoRoot, 'apps/web') });
