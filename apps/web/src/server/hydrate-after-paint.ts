/**
 * Hydration after the first paint.
 *
 * The App Router writes its scripts as `<script src async>`: they are fetched beside the page's
 * stylesheet, font and hero image, sharing a slow phone's bandwidth with them, and each runs
 * the moment it arrives, so React's start-up and hydration can hold the first frame back
 * (vercel/next.js#66958). Here every such tag becomes a queue entry instead; a small inline
 * loader adds the scripts once the page's content, hero image included, has reached the
 * screen (or the page has loaded, or the shopper reaches for it). The cost is one round trip
 * before hydration: the bytes would have shared the line anyway. A click on a button before
 * React has hydrated it is held and replayed once it has, so it is never lost.
 *
 * `createScriptDeferrer` rewrites an HTML stream chunk by chunk (tags may be split between
 * chunks); `hydrateAfterPaint` applies it to a Node response whose content type is HTML.
 */
import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import onHeaders from 'on-headers';

const QUEUE = '__hydrateAfterPaint';

/** Caps and grace periods, in ms. */
export const TIMING = {
  /** after the first paint, for a hero image that never finishes */
  heroWait: 1500,
  /** after the hero image loaded, for its own paint (its LCP entry usually comes first) */
  heroPaint: 200,
  /** after the window's load event, for a first paint that has not come yet */
  afterLoad: 100,
  /** from the start, for a page that never paints (a background tab, no paint timing) */
  overall: 5000,
  /** how often held input looks for its element to be hydrated */
  poll: 40,
  /** after which held input is let go even if React never took its element */
  holdMax: 10000,
};

/** Controls that do nothing until React hydrates them: early clicks on these are held and replayed. */
const CONTROLS = [
  'button', '[role="button"]', '[role="tab"]', '[role="switch"]', '[role="checkbox"]', '[role="radio"]',
  '[role="menuitem"]', '[role="option"]', 'input[type="checkbox"]', 'input[type="radio"]',
].join(',');

/**
 * React DOM marks each element it has hydrated with an own `__reactProps$…` property (its
 * handlers); there is no public signal per element. Without the mark, held input waits until
 * TIMING.holdMax and is then let go.
 */
const HYDRATED_MARK = '__reactProps$';

/**
 * The loader, defined once before the first deferred script (ES5, inline; every statement ends
 * with a semicolon so the line breaks can go).
 *
 * When: once the first contentful paint (or a largest-contentful-paint entry) has been presented
 * and no eager high-priority image is still loading. A hero image that finishes later, the
 * window's load event, a pointer or key press, and the caps in TIMING start it too.
 *
 * Until React has hydrated an element: a click on it (a control) or the submission of its form
 * is held and replayed once it has, text typed into it is handed to React then as one input
 * event, and a mouse resting on it is reported as entering it (hover menus), so nothing a quick
 * shopper does is lost. Links keep working natively.
 */
export const LOADER = `(function (w, d) {
  var queue = [], started = 0, painted = 0, held = [], since = 0, over = null;
  function add(src) {
    var s = d.createElement('script');
    s.src = src;
    s.async = true;
    d.head.appendChild(s);
  }
  function start() {
    if (started) return;
    started = 1;
    queue.forEach(add);
    queue = null;
  }
  w.${QUEUE} = function (src) { if (started) add(src); else queue.push(src); };
  function hydrated(el) {
    return Object.keys(el).some(function (k) { return k.indexOf('${HYDRATED_MARK}') === 0; });
  }
  function retype(el) {
    var v = el.value, set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
    el.value = '';
    set.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function replay(x) {
    if (x.type === 'input') retype(x.el);
    else if (x.type === 'hover') {
      if (x.el === over) {
        x.el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
        x.el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      }
    } else if (x.type === 'click') x.el.click();
    else if (x.el.requestSubmit) x.el.requestSubmit();
    else x.el.submit();
  }
  function flush() {
    var late = Date.now() - since > ${TIMING.holdMax}, wait = [];
    held.forEach(function (x) { if (late || hydrated(x.el)) replay(x); else wait.push(x); });
    held = wait;
    if (held.length) setTimeout(flush, ${TIMING.poll});
  }
  function keep(type, el) {
    for (var i = 0; i < held.length; i++) if (type !== 'click' && type !== 'submit' && held[i].type === type && held[i].el === el) return;
    if (!held.length) { since = Date.now(); setTimeout(flush, ${TIMING.poll}); }
    held.push({ type: type, el: el });
    start();
  }
  function hold(e) {
    if (!e.target.closest) return;
    var el = e.type === 'submit' ? e.target : e.target.closest('${CONTROLS}'), a = e.target.closest('a[href]');
    if (!el || (a && el.contains(a)) || hydrated(el)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    keep(e.type, el);
  }
  function note(e) {
    var el = e.target, text = el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !/^(checkbox|radio|file|range|color)$/.test(el.type));
    if (text && !hydrated(el)) keep('input', el);
  }
  function hover(e) {
    over = e.pointerType === 'mouse' && !hydrated(e.target) ? e.target : null;
    held = held.filter(function (x) { return x.type !== 'hover'; });
    if (over) keep('hover', over);
  }
  w.addEventListener('pointerover', hover, true);
  d.addEventListener('pointerout', function (e) { if (!e.relatedTarget) over = null; }, true);
  w.addEventListener('click', hold, true);
  w.addEventListener('submit', hold, true);
  w.addEventListener('input', note, true);
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (x) {
    w.addEventListener(x, start, { capture: true, once: true, passive: true });
  });
  function heroPending() {
    var i = d.querySelectorAll('img[fetchpriority="high"]:not([loading="lazy"])');
    for (var n = 0; n < i.length; n++) if (!i[n].complete) return 1;
    return 0;
  }
  function onPaint(list) {
    var contentful = list.getEntries().some(function (e) { return e.entryType !== 'paint' || e.name === 'first-contentful-paint'; });
    if (!contentful) return;
    if (!painted) setTimeout(start, ${TIMING.heroWait});
    painted = 1;
    if (!heroPending()) start();
  }
  function onImage(e) {
    if (painted && !started && e.target.tagName === 'IMG' && !heroPending()) setTimeout(start, ${TIMING.heroPaint});
  }
  w.addEventListener('load', function () { if (painted) start(); else setTimeout(start, ${TIMING.afterLoad}); });
  var P = w.PerformanceObserver, types = ((P && P.supportedEntryTypes) || []).filter(function (x) {
    return x === 'paint' || x === 'largest-contentful-paint';
  });
  if (!types.length || d.visibilityState === 'hidden') {
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);
    else start();
    return;
  }
  types.forEach(function (x) { new P(onPaint).observe({ type: x, buffered: true }); });
  d.addEventListener('load', onImage, true);
  d.addEventListener('error', onImage, true);
  setTimeout(start, ${TIMING.overall});
})(window, document);`.replace(/\n\s*/g, '');

/** Next's async chunk tags exactly as React writes them; the path has no characters that need escaping. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g;
const TAG_START = '<script src="';
/** Longer than any chunk tag: text held back beyond this cannot be one. */
const MAX_TAG = 512;

function deferred(src: string): string {
  return `<script>${QUEUE}(${JSON.stringify(src)})</script>`;
}

/** Where an unfinished chunk tag may begin at the end of `text` (-1: nothing to hold back). */
function unfinishedTagAt(text: string): number {
  const at = text.lastIndexOf('<');
  if (at < 0 || text.length - at > MAX_TAG) return -1;
  const tail = text.slice(at);
  if (tail.length < TAG_START.length) return TAG_START.startsWith(tail) ? at : -1;
  return tail.startsWith(TAG_START) && !tail.includes('>') ? at : -1;
}

/** A closing `</script>` split from its opening tag: hold the whole tag back until it is complete. */
function unfinishedElementAt(text: string): number {
  const at = text.lastIndexOf(TAG_START);
  if (at < 0 || text.length - at > MAX_TAG) return -1;
  const tail = text.slice(at);
  return tail.includes('</script>') ? -1 : at;
}

export interface ScriptDeferrer {
  /** Rewrites what can be rewritten so far; may hold back the end of the text for the next call. */
  push(text: string): string;
  /** The text still held back, at the end of the document. */
  end(): string;
  readonly deferredCount: number;
}

export function createScriptDeferrer(): ScriptDeferrer {
  let held = '';
  let count = 0;
  const rewrite = (text: string) =>
    text.replace(ASYNC_CHUNK, (_tag, src: string) => {
      count += 1;
      return (count === 1 ? `<script>${LOADER}</script>` : '') + deferred(src);
    });
  return {
    push(text) {
      const all = held + text;
      const holdAt = Math.min(...[unfinishedTagAt(all), unfinishedElementAt(all)].map((at) => (at < 0 ? Infinity : at)));
      const ready = all.slice(0, holdAt);
      held = all.slice(ready.length);
      return rewrite(ready);
    },
    end() {
      const rest = rewrite(held);
      held = '';
      return rest;
    },
    get deferredCount() {
      return count;
    },
  };
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Rewrites the response's body through a script deferrer when it turns out to be HTML. Install
 * it after any compression wrapper on the same response, so it sees the body before it is compressed.
 */
export function hydrateAfterPaint(res: ServerResponse): void {
  let deferrer: ScriptDeferrer | null = null;
  let decoder: StringDecoder | null = null;
  onHeaders(res, function (this: ServerResponse) {
    if (!/^text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))) return;
    deferrer = createScriptDeferrer();
    decoder = new StringDecoder('utf8');
    this.removeHeader('content-length');
  });
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, cb?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, cb?: Callback) => ServerResponse;
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string' ? Buffer.from(chunk, encoding).toString('utf8') : decoder!.write(chunk);
  const split = (encodingOrCb?: BufferEncoding | Callback, cb?: Callback) =>
    typeof encodingOrCb === 'function' ? { encoding: undefined, cb: encodingOrCb } : { encoding: encodingOrCb, cb };

  res.write = function (chunk: Chunk, encodingOrCb?: BufferEncoding | Callback, maybeCb?: Callback): boolean {
    const { encoding, cb } = split(encodingOrCb, maybeCb);
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!deferrer) return write(chunk, encoding, cb);
    const out = deferrer.push(text(chunk, encoding));
    if (out) return write(out, 'utf8', cb);
    if (cb) process.nextTick(cb);
    return true;
  } as ServerResponse['write'];

  res.end = function (chunkOrCb?: Chunk | Callback, encodingOrCb?: BufferEncoding | Callback, maybeCb?: Callback): ServerResponse {
    const chunk = typeof chunkOrCb === 'function' ? undefined : chunkOrCb;
    const { encoding, cb } = typeof chunkOrCb === 'function' ? { encoding: undefined, cb: chunkOrCb } : split(encodingOrCb, maybeCb);
    if (!res.headersSent) {
      // the whole body is known: say so, as compression's size threshold expects
      if (chunk != null && !res.hasHeader('content-length')) {
        res.setHeader('content-length', typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength);
      }
      res.writeHead(res.statusCode);
    }
    if (!deferrer) return end(chunk, encoding, cb);
    const last = (chunk == null ? '' : text(chunk, encoding)) + decoder!.end();
    return end(deferrer.push(last) + deferrer.end(), 'utf8', cb);
  } as ServerResponse['end'];
}
