/**
 * The inline script that runs a page's deferred Next.js scripts after its first paint (see
 * hydrate-after-paint.ts), and keeps what a shopper does before React has hydrated an element.
 */

/** The window function each deferred script tag becomes a call of. */
export const QUEUE = '__hydrateAfterPaint';

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
