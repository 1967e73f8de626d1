/**
 * Clicks and select changes inside a server-rendered region whose handlers are not there yet
 * (its script is still loading): each is held — kept from React, which would drop it; a box or a
 * select shows the choice at once — and replayed on the same control, in order, once the region
 * has hydrated.
 */
export interface HeldInput {
  /** Replays what was held (one input a frame, so each sees the last one's state) and stops holding. */
  release: () => void;
  /** Stops holding and forgets what was held. */
  stop: () => void;
}

type Replay = () => void;

const CONTROLS = 'button, input, select';

export function holdInput(region: HTMLElement, onFirst: () => void): HeldInput {
  const held: Replay[] = [];
  /** The same control after hydration: hydration keeps the node, a client render replaces it (then the nth control). */
  const locate = (control: HTMLElement) => {
    const index = [...region.querySelectorAll(CONTROLS)].indexOf(control);
    return () => (control.isConnected ? control : region.querySelectorAll<HTMLElement>(CONTROLS)[index]);
  };
  const hold = (event: Event, replay: Replay) => {
    event.stopPropagation();
    held.push(replay);
    onFirst();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A click on a label's text is followed by one on its control: that one is held.
    const control = target?.closest<HTMLElement>('button, input');
    if (!control || !region.contains(control)) return;
    const find = locate(control);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // The box already shows the new state; the replay clicks it from the old one, so React sees the change.
      const checked = control.checked;
      return hold(event, () => {
        const now = find();
        if (!(now instanceof HTMLInputElement)) return;
        now.checked = !checked;
        now.click();
      });
    }
    event.preventDefault();
    hold(event, () => find()?.click());
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !region.contains(select)) return;
    const chosen = select.value;
    const find = locate(select);
    hold(event, () => {
      const now = find();
      if (!(now instanceof HTMLSelectElement)) return;
      now.value = chosen;
      now.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  // On the window, in the capture phase: before React's listener on the document sees the event.
  addEventListener('click', onClick, true);
  addEventListener('change', onChange, true);
  const stop = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('change', onChange, true);
    held.length = 0;
  };
  const release = () => {
    const queue = [...held];
    stop();
    const next = () => {
      queue.shift()?.();
      if (queue.length) requestAnimationFrame(next);
    };
    next();
  };
  return { release, stop };
}
