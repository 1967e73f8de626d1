import { type RefObject, useEffect, useRef } from 'react';
import { whenMainThreadQuiet } from './when-idle';

interface Autoplay {
  section: RefObject<HTMLElement | null>;
  /** Undefined: no autoplay. */
  delayMs: number | undefined;
  advance: () => void;
}

/** As long as a page must have run no long task to count as interactive (Lighthouse's TTI window). */
const QUIET_MS = 5000;

/**
 * SPEC §9 autoplay: one step every `delayMs` while the carousel is on the screen and the tab is
 * shown; paused while a mouse is over it or focus is inside it, off for reduced motion. A
 * shopper's own swipe or click restarts the wait, so autoplay never moves a slide right after it.
 * A step waits, after its delay, until the main thread has run no long task for QUIET_MS and the
 * browser is idle, so it never takes the main thread from a page still loading or a tap being
 * answered (it is late instead). On a slow phone a step (a smooth scroll, its frames) may itself
 * run long tasks: the next one then waits as long again, and autoplay slows down there.
 */
export function useCarouselAutoplay({ section, delayMs, advance }: Autoplay) {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    const node = section.current;
    if (!node || !delayMs) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = false;
    let hovered = false;
    let focused = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};

    const playing = () => onScreen && !hovered && !focused && !motion.matches && document.visibilityState === 'visible';
    const restart = () => {
      clearTimeout(timer);
      cancelIdle();
      timer = undefined;
      if (!playing()) return;
      timer = setTimeout(() => {
        cancelIdle = whenMainThreadQuiet(QUIET_MS, () => {
          if (!playing()) return;
          advanceRef.current();
          restart();
        });
      }, delayMs);
    };

    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting);
      restart();
    });
    observer.observe(node);
    const setHovered = (value: boolean) => (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
      hovered = value;
      restart();
    };
    const onFocusIn = () => {
      focused = true;
      restart();
    };
    const onFocusOut = (event: Event) => {
      if (event instanceof FocusEvent && event.relatedTarget instanceof Node && node.contains(event.relatedTarget))
        return;
      focused = false;
      restart();
    };
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [node, 'pointerenter', setHovered(true)],
      [node, 'pointerleave', setHovered(false)],
      [node, 'focusin', onFocusIn],
      [node, 'focusout', onFocusOut],
      [node, 'pointerdown', restart],
      [node, 'touchend', restart],
      [document, 'visibilitychange', restart],
      [motion, 'change', restart],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(timer);
      cancelIdle();
      observer.disconnect();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [section, delayMs]);
}
