'use client';

import { Children, type CSSProperties, type ReactNode, Suspense, lazy, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { CarouselApi } from './carousel-engine';

const loadEngine = () => import('./carousel-engine');
const CarouselEngine = lazy(() => loadEngine().then((m) => ({ default: m.CarouselEngine })));

/** How close to the screen a carousel starts, and how long it may wait for the browser to be idle. */
const START_MARGIN = '200px';
const START_IDLE_TIMEOUT_MS = 1500;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: START_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

/** The snap the carousel shows and what the arrows may do, kept in step with the engine. */
function useCarouselState(api: CarouselApi | null) {
  const [state, setState] = useState({ selected: 0, snaps: [] as number[], canPrev: false, canNext: true });
  useEffect(() => {
    if (!api) return;
    const sync = () =>
      setState({ selected: api.selectedScrollSnap(), snaps: api.scrollSnapList(), canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);
  return state;
}

export interface CarouselProps {
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Slides visible at once on mobile (≤ 768 px) and on desktop (≥ 769 px). */
  perView?: { mobile: number; desktop: number };
  /** Space between slides in px. */
  spacing?: number;
  /** Autoplay delay in ms; autoplay pauses on hover and focus and is off for reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  showDots?: boolean;
  showArrows?: boolean;
  className?: string;
}

/**
 * A slide carousel. The server HTML lays the slides out exactly as they stay (widths from CSS
 * variables), so nothing moves when the page hydrates. The engine (embla, carousel-engine.tsx)
 * loads and starts once the carousel is within 200 px of the screen and the browser is idle, or
 * at once when a pointer or focus reaches it: a page of carousels does not start them all (and
 * their autoplay timers) while it hydrates, and those below the fold start when scrolled to.
 */
export function Carousel({
  children,
  label,
  perView = { mobile: 1, desktop: 1 },
  spacing = 0,
  autoplayMs,
  loop = false,
  showDots = false,
  showArrows = true,
  className = '',
}: CarouselProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);

  // Start when the carousel comes near the screen and the browser is idle (hydration done);
  // a pointer or focus on it starts it at once.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || started) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setStarted(true));
      },
      { rootMargin: `${START_MARGIN} 0px` },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [started]);
  const startNow = () => setStarted(true);

  // An arrow or dot pressed before the engine is there acts once it is.
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const act = (action: (api: CarouselApi) => void) => {
    if (api) return action(api);
    pending.current = action;
    setStarted(true);
  };
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  // The slides keep their identity across the carousel's own updates (no re-render of the cards).
  const slides = useMemo(() => Children.toArray(children), [children]);
  const style = {
    '--gap': `${spacing}px`,
    '--pv-m': perView.mobile,
    '--pv-d': perView.desktop,
  } as CSSProperties;

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      style={style}
      data-ready={api ? 'true' : undefined}
      onPointerEnter={startNow}
      onTouchStart={startNow}
      onFocus={startNow}
    >
      {/* positioned: it clips what is absolutely placed in the slides (screen-reader-only text) as well */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <Slides slides={slides} />
      </div>
      {started && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewportRef} loop={loop} autoplayMs={autoplayMs} onApi={setApi} />
        </Suspense>
      )}
      {showArrows && slides.length > 1 && <Arrows api={api} act={act} loop={loop} />}
      {showDots && <Dots api={api} act={act} />}
    </section>
  );
}

const Slides = memo(function Slides({ slides }: { slides: ReactNode[] }) {
  const t = useT();
  return (
    <div className="-ms-[var(--gap)] flex touch-pan-y">
      {slides.map((slide, i) => (
        <div
          key={i}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slideLabel', { n: i + 1, total: slides.length })}
          className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--pv-m))] ps-[var(--gap)] desk:basis-[calc(100%/var(--pv-d))]"
        >
          {slide}
        </div>
      ))}
    </div>
  );
});

const arrow =
  'absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white disabled:opacity-0 desk:flex';

type Act = (action: (api: CarouselApi) => void) => void;

function Arrows({ api, act, loop }: { api: CarouselApi | null; act: Act; loop: boolean }) {
  const t = useT();
  const { canPrev, canNext } = useCarouselState(api);
  return (
    <>
      <button type="button" onClick={() => act((a) => a.scrollPrev())} disabled={!loop && !canPrev} aria-label={t('carousel.previous')} className={`${arrow} start-1`}>
        <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" onClick={() => act((a) => a.scrollNext())} disabled={!loop && !canNext} aria-label={t('carousel.next')} className={`${arrow} end-1`}>
        <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}

function Dots({ api, act }: { api: CarouselApi | null; act: Act }) {
  const t = useT();
  const { selected, snaps } = useCarouselState(api);
  return (
    <div className="mt-3 flex h-2 justify-center gap-2">
      {snaps.length > 1 &&
        snaps.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => act((a) => a.scrollTo(i))}
            aria-label={t('carousel.goTo', { n: i + 1 })}
            aria-current={i === selected}
            className={`h-2 rounded-full transition-all ${i === selected ? 'w-6 bg-brand' : 'w-2 bg-line'}`}
          />
        ))}
    </div>
  );
}
