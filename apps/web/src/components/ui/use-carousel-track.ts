import { type RefObject, startTransition, useEffect, useState } from 'react';
import { type Track, atEnd, atStart, selectedSnap, snapCount } from './carousel-track';

/** What a scroll does not change: read after layout (a ResizeObserver), never per scroll frame. */
interface TrackSize {
  max: number;
  step: number;
  rtl: boolean;
}

function measureSize(viewport: HTMLElement): TrackSize {
  const slides = viewport.firstElementChild?.children;
  const first = slides?.[0] as HTMLElement | undefined;
  const second = slides?.[1] as HTMLElement | undefined;
  const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : (first?.offsetWidth ?? 0);
  return {
    max: viewport.scrollWidth - viewport.clientWidth,
    step,
    rtl: getComputedStyle(viewport).direction === 'rtl',
  };
}

/** Each started scroller's last measured size. */
const sizes = new WeakMap<HTMLElement, TrackSize>();

/** The track now, for a step: the size measured last (measured now if none yet) and the scroll offset. */
export function readTrack(viewport: HTMLElement): Track & { rtl: boolean } {
  let size = sizes.get(viewport);
  if (!size) sizes.set(viewport, (size = measureSize(viewport)));
  return { position: Math.abs(viewport.scrollLeft), ...size };
}

export interface TrackState {
  selected: number;
  snaps: number;
  canPrev: boolean;
  canNext: boolean;
}

const INITIAL: TrackState = { selected: 0, snaps: 1, canPrev: false, canNext: true };

const sameState = (a: TrackState, b: TrackState) =>
  a.selected === b.selected && a.snaps === b.snaps && a.canPrev === b.canPrev && a.canNext === b.canNext;

/**
 * The snap on screen and what the arrows may do, kept in step with the scroller once it has
 * started (nothing is read before). Sizes are measured when the scroller or a slide is resized; a
 * scroll reads only the scroll offset, once an animation frame. React renders the new state as a
 * transition, in slices a tap can interrupt.
 */
export function useCarouselTrack(viewport: RefObject<HTMLElement | null>, started: boolean) {
  const [state, setState] = useState(INITIAL);

  useEffect(() => {
    const node = viewport.current;
    if (!node || !started) return;
    let frame = 0;
    const sync = () => {
      frame = 0;
      const track = readTrack(node);
      const next = {
        selected: selectedSnap(track),
        snaps: snapCount(track),
        canPrev: !atStart(track),
        canNext: !atEnd(track),
      };
      startTransition(() => setState((prev) => (sameState(prev, next) ? prev : next)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(sync);
    };
    const resize = new ResizeObserver(() => {
      sizes.set(node, measureSize(node));
      schedule();
    });
    resize.observe(node);
    const firstSlide = node.firstElementChild?.firstElementChild;
    if (firstSlide) resize.observe(firstSlide);
    node.addEventListener('scroll', schedule, { passive: true });
    return () => {
      node.removeEventListener('scroll', schedule);
      resize.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [viewport, started]);

  return state;
}
