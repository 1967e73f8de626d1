/**
 * A National Day flash sale (issue 32) on the deployment in deploy/: three production nodes on
 * one PostgreSQL and Redis behind HAProxy (deploy/haproxy.cfg with a third `server` line). 1,000
 * shoppers, each with their own phone and device, come from 4 addresses (a carrier's NAT) and race
 * for 200 units of one product, each buying a plentiful one too; one phone orders as fast as it
 * can. Budgets: done within two minutes, 0 refused by an address limit, 0 units oversold, every
 * acknowledged order stored once, the fast phone refused (orders_per_phone) after its 10. Prints
 * p50/p99 of the order requests and orders per second.
 *
 *   npm run bench:flash-sale [-- --shoppers 1000 --nodes 3 --concurrency 100]
 * Needs the production build, /usr/sbin/haproxy, PostgreSQL (TEST_POSTGRES_URL; a new database is
 * made and dropped) and Redis (DEPLOY_TEST_REDIS_URL, default database 13). Ports: FLASH_SALE_PORT
 * (the balancer, default 3270) and the next ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startTestS3 } from '../packages/server/src/testing/s3-server';
import {
  type Running,
  clusterPorts,
  productionSettings,
  repoRoot,
  run,
  startCluster,
  unitCommand,
} from '../deploy/test/cluster';
import { percentile, runFlashSale, saleLedger } from '../deploy/test/flash-sale';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}
const shoppers = arg('shoppers', 1000);
const nodes = arg('nodes', 3);
const concurrency = arg('concurrency', 100);
const HOT_STOCK = 200;
const BUDGET_SECONDS = 120;
const PHONE_LIMIT = 10;
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.DEPLOY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const ports = clusterPorts(Number(process.env.FLASH_SALE_PORT ?? 3270), nodes);
const database = `flash_sale_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const workDir = mkdtempSync(join(tmpdir(), 'flash-sale-'));
const bucket = await startTestS3();
let running: Running[] = [];
let db: pg.Pool | undefined;
let failed = false;
try {
  await admin(`create database "${database}"`);
  const settings = productionSettings({
    ...bucket.settings,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'warn',
  });
  await run('migrate', unitCommand('gulf-glow-migrate.service'), settings);
  const cli = resolve(repoRoot, 'packages/server/src/cli/main.ts');
  await run('seed', [process.execPath, '--import', 'tsx', cli, 'seed', '--products', '40', '--quiet'], {
    ...settings,
    APP_ENV: 'development',
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // the teardown's forced drop ends its idle connections: expected, not a failure of the sale
  db.on('error', () => undefined);
  const { rows } = await db.query<{ item_code: string }>(
    `select item_code from website_item where published = 1 and custom_is_dangerous_good_ = 0 and website_warehouse = $1
     order by custom_sale_price, item_code limit 5`,
    [settings.STORE_WAREHOUSE ?? 'Muscat Store - GG'],
  );
  const [hotItem, ...plentifulItems] = rows.map((r) => r.item_code);
  await db.query('update website_item set custom_stock_available = $1 where item_code = $2', [HOT_STOCK, hotItem]);
  await db.query('update website_item set custom_stock_available = 100000 where item_code = any($1)', [plentifulItems]);

  running = await startCluster(settings, ports, process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy', workDir);
  const addresses = ['127.0.10.1', '127.0.11.1', '127.0.12.1', '127.0.13.1'];
  const outcome = await runFlashSale(
    { host: '127.0.0.1', port: ports.balancer },
    { shoppers, addresses, hotItem: hotItem!, plentifulItems, concurrency, fastPhoneOrders: 3 * PHONE_LIMIT },
  );
  const ledger = await saleLedger(db, outcome, hotItem!, HOT_STOCK);
  const fastRefused = outcome.fastPhone.findIndex((answer) => answer.status === 429);
  console.info(
    `flash sale: ${shoppers} shoppers from ${addresses.length} addresses through ${nodes} nodes, ${HOT_STOCK} units of ${hotItem}\n` +
      `  ${outcome.placed.length} orders in ${outcome.seconds.toFixed(1)} s: ${(outcome.placed.length / outcome.seconds).toFixed(1)} orders/s; ` +
      `order requests p50 ${percentile(outcome.latencies, 50).toFixed(0)} ms, p99 ${percentile(outcome.latencies, 99).toFixed(0)} ms (${outcome.resends} resent)\n` +
      `  hot units sold ${ledger.hotTaken}/${HOT_STOCK} (left ${ledger.hotLeft}), unserved ${outcome.unserved.length}, refused by address ${outcome.refusedByAddress}; ` +
      `fast phone refused from request ${fastRefused + 1} (${outcome.fastPhone[fastRefused]?.limit ?? 'never'})`,
  );
  const checks: [string, boolean][] = [
    [`within ${BUDGET_SECONDS} s`, outcome.seconds <= BUDGET_SECONDS],
    ['every shopper served', outcome.unserved.length === 0 && outcome.placed.length === shoppers],
    ['0 refused by an address limit', outcome.refusedByAddress === 0],
    [
      '0 units oversold, the hot product sold out exactly',
      ledger.oversold === 0 && ledger.hotLeft === 0 && ledger.hotTaken === HOT_STOCK,
    ],
    [
      'every acknowledged order stored once',
      ledger.distinctAcknowledged === ledger.acknowledged && ledger.storedMatching === ledger.acknowledged,
    ],
    [
      `the fast phone refused after its ${PHONE_LIMIT} (orders_per_phone)`,
      fastRefused === PHONE_LIMIT && outcome.fastPhone.slice(PHONE_LIMIT).every((a) => a.limit === 'orders_per_phone'),
    ],
  ];
  for (const [what, held] of checks) console.info(`  ${held ? 'ok  ' : 'FAIL'} ${what}`);
  if (outcome.unserved.length) console.info('  first unserved:', JSON.stringify(outcome.unserved.slice(0, 3)));
  failed = checks.some(([, held]) => !held);
} catch (error) {
  failed = true;
  console.error(error);
  for (const started of running) console.error(`--- ${started.name}\n${started.output().slice(-3000)}`);
} finally {
  for (const started of running) started.child.kill('SIGKILL');
  await Promise.all(running.map((started) => started.exited));
  await db?.end();
  await admin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
  await bucket.close();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
