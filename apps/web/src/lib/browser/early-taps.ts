/**
 * Taps made between the first paint and the moment React has taken the page over (on a slow
 * phone, a second or more): without this they fall on buttons that have no handler yet and are
 * lost. This script, inlined in the document's head (lib/browser/early-taps-script.tsx), holds
 * each one: the button shows it is pressed at once (`data-early-tap`, styled in globals.css, and
 * `aria-busy`), and once React is ready (`releaseEarlyTaps()`, called from an effect in the root
 * layout) it is carried out exactly once, in the order tapped. Further taps on a button already
 * pressed are taken as that one press, as they are while a real button shows "Adding…".
 * Links and forms with an address of their own (search) are left to the browser: they work
 * without scripts. Text typed into a field and an option chosen in a list are kept by the
 * browser; once ready, the change is announced, so search-as-you-type or the new sort runs.
 */
function holdEarlyTaps(w: Window & { __ggReleaseTaps?: () => void }, d: Document): void {
  const held: (HTMLElement | HTMLFormElement)[] = [];
  const typed = new Set<HTMLInputElement>();
  const PRESSED = 'data-early-tap';
  const press = (el: HTMLElement) => {
    if (el.hasAttribute(PRESSED)) return;
    el.setAttribute(PRESSED, '');
    el.setAttribute('aria-busy', 'true');
    held.push(el);
  };
  const ownsAddress = (form: HTMLFormElement | null) => !!form && /^(\/|https?:)/.test(form.getAttribute('action') ?? '');
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, input[type=checkbox], input[type=radio]') : null;
    if (!(target instanceof HTMLButtonElement || target instanceof HTMLInputElement) || target.disabled) return;
    if (target instanceof HTMLButtonElement && target.type === 'submit' && ownsAddress(target.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    press(target);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || ownsAddress(form)) return;
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
  w.__ggReleaseTaps = () => {
    w.__ggReleaseTaps = undefined;
    d.removeEventListener('click', onClick, true);
    d.removeEventListener('submit', onSubmit, true);
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
    const next = () => {
      const el = held.shift();
      if (!el) return;
      el.removeAttribute(PRESSED);
      el.removeAttribute('aria-busy');
      if (el.isConnected && !(el as HTMLButtonElement).disabled) {
        if (el instanceof HTMLFormElement) el.requestSubmit();
        else el.click();
      }
      // each in its own task, so React has drawn the last one's outcome (a disabled "Adding…") first
      setTimeout(next, 0);
    };
    next();
  };
}

/** The script's text, for the inline tag: the function above, called at once. */
export const EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})(window,document)`;

/** Called once React has hydrated the page: every tap held is carried out. */
export function releaseEarlyTaps(): void {
  (window as Window & { __ggReleaseTaps?: () => void }).__ggReleaseTaps?.();
}
