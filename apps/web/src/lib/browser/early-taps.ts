/**
 * Taps made between the first paint and the moment React has taken the page over (on a slow
 * phone, a second or more): without this they fall on buttons that have no handler yet and are
 * lost. This script, inlined in the document's head, holds each one: the button shows it is
 * pressed at once (`data-early-tap`, styled in globals.css, and `aria-busy`), and once React is
 * ready (`releaseEarlyTaps()`, called from an effect in the root layout) it is carried out exactly
 * once, in the order tapped, as a real click on the same control (found again by its place in the
 * page if React has redrawn it). Further taps on a button already pressed are taken as that one
 * press, as they are while a real button shows "Adding…".
 * Once ready, React's own listeners on the document decide: a click on a part of the page React
 * cannot take yet (still loading) is stopped by React before it reaches the control; a listener
 * added after React's sees that (`cancelBubble`, a plain DOM property), cancels the click's
 * default action and holds the tap, tried again until that part is ready (10 s at most).
 * Links and forms with an address of their own (search) are left to the browser: they work
 * without scripts. An option chosen in a list is kept by the browser, and so is text typed into a
 * one-line field; a text area's is not (React's hydration writes its first text back), so what was
 * typed is put back. Once ready, each change is announced, so search-as-you-type or the new sort runs.
 */
function holdEarlyTaps(w: Window & { __ggReleaseTaps?: () => void }, d: Document): void {
  interface Tap {
    el: HTMLElement;
    path: number[];
    tag: string;
    text: string;
  }
  const held: Tap[] = [];
  /** Each field typed into, and what it held after the last keystroke. */
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const chosen = new Set<HTMLSelectElement>();
  const PRESSED = 'data-early-tap';
  let readyAt = 0;
  let replaying = false;
  let stopped = false;
  const pathOf = (el: Element) => {
    const path: number[] = [];
    for (let node: Element | null = el; node && node !== d.body; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    return path;
  };
  const textOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent ?? '';
  /** The control tapped, or the one React drew in its place (same place, same kind, same words). */
  const find = (tap: Tap): HTMLElement | null => {
    if (tap.el.isConnected) return tap.el;
    const node = tap.path.reduce<Element | undefined>((parent, index) => parent?.children[index], d.body);
    return node instanceof HTMLElement && node.tagName === tap.tag && textOf(node) === tap.text ? node : null;
  };
  const mark = (el: HTMLElement, on: boolean) => {
    if (on) {
      el.setAttribute(PRESSED, '');
      el.setAttribute('aria-busy', 'true');
    } else {
      el.removeAttribute(PRESSED);
      el.removeAttribute('aria-busy');
    }
  };
  const press = (el: HTMLElement) => {
    if (el.hasAttribute(PRESSED)) return;
    mark(el, true);
    held.push({ el, path: pathOf(el), tag: el.tagName, text: textOf(el) });
    if (readyAt && held.length === 1) setTimeout(next, 50);
  };
  const ownsAddress = (form: HTMLFormElement | null) =>
    !!form && /^(\/|https?:)/.test(form.getAttribute('action') ?? '');
  const control = (event: Event) => {
    const target =
      event.target instanceof Element ? event.target.closest('button, input[type=checkbox], input[type=radio]') : null;
    if (!(target instanceof HTMLButtonElement || target instanceof HTMLInputElement) || target.disabled) return null;
    return target instanceof HTMLButtonElement && target.type === 'submit' && ownsAddress(target.form) ? null : target;
  };
  const form = (event: Event) =>
    event.target instanceof HTMLFormElement && !ownsAddress(event.target) ? event.target : null;
  const hold = (event: Event, el: HTMLElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    press(el);
  };
  // before React: every tap is held; after: only a further tap on a control still held
  const onClick = (event: Event) => {
    const el = replaying ? null : control(event);
    if (el && (!readyAt || el.hasAttribute(PRESSED))) hold(event, el);
  };
  const onSubmit = (event: Event) => {
    const el = replaying ? null : form(event);
    if (el) hold(event, el);
  };
  // after React's own listener on the document: did React stop the click short of the page?
  const afterReact = (event: Event) => {
    if (!event.cancelBubble) return;
    if (replaying) {
      stopped = true;
      event.preventDefault();
      return;
    }
    const el = control(event);
    if (el) {
      event.preventDefault();
      press(el);
    }
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) chosen.add(event.target);
  };
  d.addEventListener('click', onClick, true);
  d.addEventListener('submit', onSubmit, true);
  d.addEventListener('input', onInput, true);
  d.addEventListener('change', onChange, true);
  /** Carries out the first tap held; false if React could not take it yet. */
  const carryOut = (tap: Tap) => {
    const el = find(tap);
    if (tap.el !== el) mark(tap.el, false);
    if (!el) return true;
    // a control disabled by now (it shows its own "Adding…") takes no second press: the tap ends here
    mark(el, false);
    if ((el as HTMLButtonElement).disabled) return true;
    const submitter =
      el instanceof HTMLFormElement
        ? el.querySelector<HTMLElement>('button:not([type=button]):not([type=reset]), input[type=submit]')
        : null;
    replaying = true;
    stopped = false;
    try {
      if (el instanceof HTMLFormElement && !submitter) el.requestSubmit();
      else (submitter ?? el).click();
    } finally {
      replaying = false;
    }
    if (stopped) mark(el, true);
    return !stopped;
  };
  const next = () => {
    const tap = held[0];
    if (!tap) return;
    if (!carryOut(tap)) {
      if (Date.now() - readyAt < 10_000) return void setTimeout(next, 50);
      // given up: the control no longer shows a press that will never come, so the next tap on it counts
      const el = find(tap);
      if (el) mark(el, false);
    }
    held.shift();
    // each in its own task, so React has drawn the last one's outcome (a disabled "Adding…") first
    setTimeout(next, 0);
  };
  w.__ggReleaseTaps = () => {
    w.__ggReleaseTaps = undefined;
    readyAt = Date.now();
    d.removeEventListener('submit', onSubmit, true);
    d.removeEventListener('input', onInput, true);
    d.removeEventListener('change', onChange, true);
    d.addEventListener('click', afterReact, true);
    typed.forEach((value, field) => {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!;
      // the field's own setter first, so the change is seen as one, then the typed text again
      field.value = '';
      setValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    chosen.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
    next();
  };
}

/** The script's text, for the inline tag: the function above, called at once. */
export const EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})(window,document)`;

/** Called once React has hydrated the page: every tap held is carried out. */
export function releaseEarlyTaps(): void {
  (window as Window & { __ggReleaseTaps?: () => void }).__ggReleaseTaps?.();
}
