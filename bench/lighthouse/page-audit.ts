/**
 * One Lighthouse run (mobile preset, simulated throttling) on one page, reduced to the figures
 * the budgets speak of. Script bytes are counted twice: as they crossed the wire (brotli where
 * the server sends it) and as gzip -9 of each script's body, the unit of the JS budget.
 */
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptWireBytes: number;
  scriptGzipBytes: number;
  /** when the page first painted in the unthrottled load the simulation starts from */
  observedFcpMs: number;
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

export async function auditPage(chromePort: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? []).filter(
    (row) => row.resourceType === 'Script',
  );
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const gzip = await Promise.all(requests.map((row) => gzipBytes(row.url)));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptWireBytes: requests.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    scriptGzipBytes: gzip.reduce((sum, bytes) => sum + bytes, 0),
    observedFcpMs: metrics.observedFirstContentfulPaint ?? Number.NaN,
    lhr,
  };
}

/** The run with the median score of several, so one lucky or unlucky run does not speak for the page. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
