/**
 * Taps made between the first paint and the moment React has taken the page over (on a slow
 * phone, a second or more): without this they fall on buttons that have no handler yet and are
 * lost. This script, inlined in the document's head (lib/browser/early-taps-script.tsx), holds
 * each one: the button shows it is pressed at once (`data-early-tap`, styled in globals.css, and
 * `aria-busy`), and once React is ready (`releaseEarlyTaps()`, called from an effect in the root
 * layout) and has hydrated that very control (a card in its own Suspense boundary may come later:
 * a click on it before then is dropped by React), it is carried out exactly once, in the order
 * tapped. Further taps on a button already pressed are taken as that one press, as they are while
 * a real button shows "Adding…". A control is hydrated once react-dom has put its props on the
 * element (the `__reactProps$…` key, the one place this relies on react-dom's inner workings);
 * after 10 s without it the tap is carried out all the same.
 * Links and forms with an address of their own (search) are left to the browser: they work
 * without scripts. Text typed into a field and an option chosen in a list are kept by the
 * browser; once ready, the change is announced, so search-as-you-type or the new sort runs.
 */
function holdEarlyTaps(w: Window & { __ggReleaseTaps?: () => void }, d: Document): void {
  const held: (HTMLElement | HTMLFormElement)[] = [];
  const typed = new Set<HTMLInputElement>();
  const PRESSED = 'data-early-tap';
  let readyAt = 0;
  let replaying = false;
  const hydrated = (el: Element) => readyAt > 0 && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const press = (el: HTMLElement) => {
    if (el.hasAttribute(PRESSED)) return;
    el.setAttribute(PRESSED, '');
    el.setAttribute('aria-busy', 'true');
    held.push(el);
  };
  const ownsAddress = (form: HTMLFormElement | null) => !!form && /^(\/|https?:)/.test(form.getAttribute('action') ?? '');
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, input[type=checkbox], input[type=radio]') : null;
    if (replaying || !(target instanceof HTMLButtonElement || target instanceof HTMLInputElement) || target.disabled) return;
    if ((target instanceof HTMLButtonElement && target.type === 'submit' && ownsAddress(target.form)) || hydrated(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    press(target);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (replaying || !(form instanceof HTMLFormElement) || ownsAddress(form) || hydrated(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    press(form);
  };
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) typed.add(event.target);
  };
  const chosen = new Set<HTMLSelectElement>();
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) chosen.add(event.target);
  };
  d.addEventListener('click', onClick, true);
  d.addEventListener('submit', onSubmit, true);
  d.addEventListener('input', onInput, true);
  d.addEventListener('change', onChange, true);
  const next = () => {
    const el = held[0];
    if (!el) return;
    // in tap order: a later control waits for an earlier one not hydrated yet
    if (el.isConnected && !hydrated(el) && Date.now() - readyAt < 10_000) return void setTimeout(next, 50);
    held.shift();
    el.removeAttribute(PRESSED);
    el.removeAttribute('aria-busy');
    if (el.isConnected && !(el as HTMLButtonElement).disabled) {
      replaying = true;
      try {
        if (el instanceof HTMLFormElement) el.requestSubmit();
        else el.click();
      } finally {
        replaying = false;
      }
    }
    // each in its own task, so React has drawn the last one's outcome (a disabled "Adding…") first
    setTimeout(next, 0);
  };
  w.__ggReleaseTaps = () => {
    w.__ggReleaseTaps = undefined;
    readyAt = Date.now();
    d.removeEventListener('input', onInput, true);
    d.removeEventListener('change', onChange, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    typed.forEach((input) => {
      const value = input.value;
      // the field's own setter first, so the change is seen as one, then the typed text again
      input.value = '';
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
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
