import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseHealth } from '@shop/server/db/reconnecting-pool';
import { ar, en } from '../lib/i18n/catalog';
import { textDirection } from '@shop/domain/language';
import { type Locale, splitLocalePath } from '../lib/i18n/locale';
import { createTranslate } from '../lib/i18n/translate';

/** What a page tells a client to wait before asking again while the database is away (the API's 503 says the same). */
const RETRY_AFTER_SECONDS = '5';

/** Pages while this node's database is away (a restart, a failover): they wait for it, then answer 503, never a 500. */
export interface PageOutage {
  health: DatabaseHealth;
  /** DATABASE_WAIT_SECONDS, in ms: how long a page waits for the database before its 503. */
  waitMs: number;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (Next is not asked: its pages read the database), in the address's language, JavaScript or not. */
function busyPage(locale: Locale): string {
  const t = createTranslate(locale, locale === 'ar-OM' ? ar : en);
  return (
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t('error.busyTitle'))}</title></head>` +
    `<body><main id="main"><h1>${escape(t('error.busyTitle'))}</h1><p>${escape(t('error.busyText'))}</p>` +
    `<p><a href="">${escape(t('error.retry'))}</a></p></main></body></html>`
  );
}

/**
 * Before a page is rendered: while the database is known to be away, waits for it (up to the
 * node's bound), and past it answers the busy page with 503 and Retry-After (true: answered).
 */
export async function answeredWhileAway(
  req: IncomingMessage,
  res: ServerResponse,
  outage: PageOutage,
): Promise<boolean> {
  if (await outage.health.whenUp(outage.waitMs)) return false;
  const { locale } = splitLocalePath(new URL(req.url ?? '/', 'http://shop').pathname);
  const page = Buffer.from(busyPage(locale));
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': page.byteLength,
    'retry-after': RETRY_AFTER_SECONDS,
    'cache-control': 'no-store',
  });
  res.end(page);
  return true;
}

/** A page that failed because the database went away while it rendered is a 503 with Retry-After, not a 500. */
export function failuresWhileAwayAre503(res: ServerResponse, health: DatabaseHealth): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status >= 500 && !health.up) {
      this.setHeader('retry-after', RETRY_AFTER_SECONDS);
      this.setHeader('cache-control', 'no-store');
      return (writeHead as (...args: unknown[]) => ServerResponse).call(
        this,
        503,
        ...rest.filter((arg) => typeof arg !== 'string'),
      );
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}
