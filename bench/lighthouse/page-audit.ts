/**
 * One Lighthouse run (mobile preset, applied throttling) on one page, reduced to the figures the
 * budgets speak of. `throttlingMethod: 'devtools'` throttles the real load in Chromium (4× CPU,
 * 1.6 Mbps and 150 ms RTT, applied as 562.5 ms request latency and 1.44 Mbps down), so the
 * metrics are what a phone on that line sees, not a simulation from an unthrottled load. Script
 * bytes are counted twice: as they crossed the wire (brotli where the server sends it) and as
 * gzip -9 of each script's body, the unit of the JS budget.
 */
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  /** time to interactive: main thread and network quiet */
  ttiMs: number;
  cls: number;
  tbtMs: number;
  scriptWireBytes: number;
  scriptGzipBytes: number;
}

export interface PageRun extends PageFigures {
  lhr: Result;
}

interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipBytes(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

export async function auditPage(chromePort: number, url: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? []
  ).filter((row) => row.resourceType === 'Script');
  const gzip = await Promise.all(requests.map((row) => gzipBytes(row.url)));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    ttiMs: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptWireBytes: requests.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    scriptGzipBytes: gzip.reduce((sum, bytes) => sum + bytes, 0),
    lhr,
  };
}

/** The median of the figures a run produced (Lighthouse gives NaN for a metric it could not compute). */
export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each figure's median over the runs (applied throttling varies run to run on a shared machine). */
export function medianFigures(runs: PageRun[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    ttiMs: of('ttiMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    scriptWireBytes: of('scriptWireBytes'),
    scriptGzipBytes: of('scriptGzipBytes'),
  };
}

/** The run with the median score, whose full report --save keeps. */
export function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
