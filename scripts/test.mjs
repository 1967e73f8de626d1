#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint, Prettier, unused exports), every Vitest suite and the Playwright journeys, then one
// closing line "N passed, N failed" summing them all. Exit code 1 if anything failed.
//
// Outside CI, PostgreSQL suites and browser journeys skip loudly when their service or
// browser is missing; with CI=true they are required.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = resolve(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const ci = Boolean(process.env.CI);
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const lines = [];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * @param {string} name
 * @param {number} passed
 * @param {number} failed
 */
function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const wanted = (/** @type {string} */ step) => only.length === 0 || only.includes(step);

if (wanted('typecheck')) {
  const code = run('npx', ['tsc', '-b']) || run('npx', ['tsc', '--noEmit', '-p', 'apps/web']);
  record('typecheck', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (wanted('lint')) {
  /** @type {[string, string[]][]} */
  const checks = [
    ['lint', ['eslint', '.', '--max-warnings=0']],
    ['format', ['prettier', '--check', '.', '--log-level=warn']],
    ['unused exports', ['knip', '--include', 'exports,types']],
  ];
  for (const [name, args] of checks) {
    const code = run('npx', args);
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  }
}

if (wanted('unit')) {
  // The deployment test restarts the machine's PostgreSQL mid-checkout: it runs alone, after the
  // suites that share that server, so no other suite ever sees the restart.
  /** @type {[string, string[]][]} */
  const suites = [
    ['vitest', ['domain', 'server', 'web']],
    ['vitest deploy', ['deploy']],
  ];
  for (const [label, projects] of suites) {
    const out = resolve(reports, `${label.replace(' ', '-')}.json`);
    const code = run('npx', [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    const before = totals.failed;
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const skipped = report.numPendingTests + report.numTodoTests;
      // A file that fails to load has no tests in it but still fails the suite.
      const brokenFiles = report.testResults.filter(
        (/** @type {{ status: string; assertionResults: unknown[] }} */ f) =>
          f.status === 'failed' && f.assertionResults.length === 0,
      ).length;
      record(label, report.numPassedTests, report.numFailedTests + brokenFiles, skipped);
    } else {
      record(label, 0, 1);
    }
    if (code !== 0 && totals.failed === before) record(`${label} exit code`, 0, 1);
  }
}

if (wanted('e2e')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (ci) {
      console.error(`Chromium is required in CI but missing at ${chromium}.`);
      record('playwright', 0, 1);
    } else {
      console.warn(`\n!!! Chromium not found at ${chromium}: the browser journeys are SKIPPED (they run in CI).\n`);
    }
  } else {
    const out = resolve(reports, 'playwright.json');
    const code = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    if (existsSync(out)) {
      const { stats, errors = [] } = JSON.parse(readFileSync(out, 'utf8'));
      // A run that never started its tests (server failed, config error) still fails.
      const broken = code !== 0 && stats.unexpected === 0 ? Math.max(1, errors.length) : 0;
      record('playwright', stats.expected + stats.flaky, stats.unexpected + broken, stats.skipped);
    } else {
      record('playwright', 0, 1);
    }
  }
}

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
