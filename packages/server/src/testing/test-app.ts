import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Env, parseEnv } from '../config/env';
import type { Db, Engine } from '../db/connection';
import { type App, buildApp } from '../http/app';
export type { App };
import { type TestDb, createTestDb } from './databases';

export const WAREHOUSE = 'Muscat Store - GG';
export const API_KEY = 'test-api-key';
export const API_SECRET = 'test-api-secret-0123456789';
export const TOKEN = `token ${API_KEY}:${API_SECRET}`;

/** The settings every server test runs with (quiet logs, a temporary media folder, known API keys). */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: join(tmpdir(), 'shop-resource-test-media'),
    STORE_WAREHOUSE: WAREHOUSE,
    SESSION_SECRET: 'test-session-secret-0123456789-abcdef',
    RESOURCE_API_KEY: API_KEY,
    RESOURCE_API_SECRET: API_SECRET,
    CONTENT_API_TOKEN: 'test-content-token-0123456789',
    ...overrides,
  });
}

/** The app over `db` with the test settings (and `overrides`), ready for `inject`. */
export async function buildTestApp(db: Db, overrides: Record<string, string> = {}): Promise<App> {
  const app = await buildApp({ db, env: testEnv(overrides) });
  await app.ready();
  return app;
}

export interface TestApp {
  db: TestDb;
  app: App;
}

/**
 * For a describe block: before its tests, a fresh migrated database on `engine`, `prepare(db)`
 * run on it and the app over it; after them, both closed. The fields are set once the block's
 * first beforeAll has run.
 */
export function withTestApp(
  engine: Engine,
  prepare: (db: TestDb) => Promise<void> = async () => undefined,
  options: { poolSize?: number; env?: Record<string, string> } = {},
): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    suite.db = await createTestDb(engine, { poolSize: options.poolSize });
    await prepare(suite.db);
    suite.app = await buildTestApp(suite.db, options.env);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.db?.close();
  });
  return suite;
}
