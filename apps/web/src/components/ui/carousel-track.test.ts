import { describe, expect, it } from 'vitest';
import { atEnd, nextOffset, previousOffset, selectedSnap, snapCount, snapOffset } from './carousel-track';

// 12 slides of 100 px (gap included), 2 in view: the track scrolls 1000 px
const track = (position: number) => ({ position, max: 1000, step: 100 });

describe('carousel track', () => {
  it('has one snap per slide start up to the last full view', () => {
    expect(snapCount(track(0))).toBe(11);
    expect(snapCount({ position: 0, max: 0, step: 100 })).toBe(1);
    // a last step shorter than a slide still is a snap of its own
    expect(snapCount({ position: 0, max: 950, step: 100 })).toBe(11);
  });

  it('selects the nearest snap, and the last one at the end', () => {
    expect(selectedSnap(track(0))).toBe(0);
    expect(selectedSnap(track(149))).toBe(1);
    expect(selectedSnap(track(999))).toBe(10);
    expect(selectedSnap({ position: 949, max: 950, step: 100 })).toBe(10);
  });

  it('never offsets past the end of the track', () => {
    expect(snapOffset({ position: 0, max: 950, step: 100 }, 10)).toBe(950);
    expect(snapOffset(track(0), -1)).toBe(0);
  });

  it('steps one slide on, and back to the start from the end only when looping', () => {
    expect(nextOffset(track(0), false)).toBe(100);
    expect(nextOffset(track(1000), true)).toBe(0);
    expect(nextOffset(track(1000), false)).toBeNull();
    expect(atEnd(track(999))).toBe(true);
  });

  it('steps one slide back, and on to the end from the start only when looping', () => {
    expect(previousOffset(track(300), false)).toBe(200);
    expect(previousOffset(track(250), false)).toBe(200);
    expect(previousOffset(track(0), true)).toBe(1000);
    expect(previousOffset(track(0), false)).toBeNull();
  });

  it('does not move a track that fits its view', () => {
    const fits = { position: 0, max: 0, step: 100 };
    expect(nextOffset(fits, true)).toBeNull();
    expect(previousOffset(fits, true)).toBeNull();
  });
});
