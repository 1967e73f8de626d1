/**
 * Where a carousel's native scroller may go, in slide steps. A track is measured from the DOM:
 * `position` how far it is scrolled from its start (positive in either direction), `max` how far
 * it can scroll, `step` one slide's width with its gap. Snaps are the slide starts up to the
 * end of the track (the last ones collapse into `max`, so the last view is full).
 */
export interface Track {
  position: number;
  max: number;
  step: number;
}

/** Within this many px of a snap or an end counts as there (sub-pixel widths round). */
const SLACK = 2;

export function snapCount({ max, step }: Track): number {
  if (max <= SLACK || step <= 0) return 1;
  return Math.ceil((max - SLACK) / step) + 1;
}

export function selectedSnap(track: Track): number {
  if (track.position >= track.max - SLACK) return snapCount(track) - 1;
  return Math.min(snapCount(track) - 1, Math.max(0, Math.round(track.position / Math.max(track.step, 1))));
}

export const snapOffset = (track: Track, index: number): number => Math.min(Math.max(0, index) * track.step, track.max);

export const atStart = (track: Track): boolean => track.position <= SLACK;
export const atEnd = (track: Track): boolean => track.position >= track.max - SLACK;

/** The offset one step on, or back to the start when looping from the end; null when it cannot move. */
export function nextOffset(track: Track, loop: boolean): number | null {
  if (atEnd(track)) return loop && track.max > SLACK ? 0 : null;
  return snapOffset(track, selectedSnap(track) + 1);
}

/** The offset one step back, or on to the end when looping from the start; null when it cannot move. */
export function previousOffset(track: Track, loop: boolean): number | null {
  if (atStart(track)) return loop && track.max > SLACK ? track.max : null;
  const here = selectedSnap(track);
  // between two snaps, back means the snap before the position
  const target = snapOffset(track, here) < track.position - SLACK ? here : here - 1;
  return snapOffset(track, target);
}
