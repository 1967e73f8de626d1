'use client';

import {
  Children,
  type CSSProperties,
  type ReactNode,
  type RefObject,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { type Track, nextOffset, previousOffset, snapOffset } from './carousel-track';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { readTrack, useCarouselTrack } from './use-carousel-track';
import { whenPageSettled } from './when-idle';

/** How close to the screen a carousel starts. */
const START_MARGIN = '200px';

/**
 * True once the element has come within START_MARGIN of the screen, the page has loaded and the
 * browser was idle: a slow phone finishes loading the page before any carousel does work.
 */
function useStarted(ref: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || started) return;
    let cancelStart = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelStart = whenPageSettled(() => startTransition(() => setStarted(true)));
      },
      { rootMargin: `${START_MARGIN} 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelStart();
    };
  }, [ref, started]);
  return [started, useCallback(() => setStarted(true), [])];
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the viewport to an offset from its start, in the page's reading direction (RTL scrolls to negative offsets). */
function scrollToOffset(viewport: HTMLElement, offset: number, rtl: boolean) {
  viewport.scrollTo({ left: (rtl ? -1 : 1) * offset, behavior: reducedMotion() ? 'instant' : 'smooth' });
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
 * A slide carousel on the browser's own scroller (scroll snap): a swipe, an arrow or autoplay
 * moves it by one slide, and the browser animates the scroll off the main thread, so a page of
 * autoplaying carousels stays responsive on a slow phone. It starts (autoplay, the images of
 * slides beyond the first view, and any measuring of its track) once it is within 200 px of the
 * screen, the page has loaded and the browser is idle, or at once when a pointer or focus reaches
 * it: until then it does no work at all.
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
  const [started, startNow] = useStarted(sectionRef);
  const { selected, snaps, canPrev, canNext } = useCarouselTrack(viewportRef, started);

  const step = useCallback((pick: (track: Track) => number | null) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const track = readTrack(viewport);
    const offset = pick(track);
    if (offset !== null) scrollToOffset(viewport, offset, track.rtl);
  }, []);
  const next = useCallback(() => step((track) => nextOffset(track, loop)), [step, loop]);
  const previous = useCallback(() => step((track) => previousOffset(track, loop)), [step, loop]);
  const goTo = useCallback((index: number) => step((track) => snapOffset(track, index)), [step]);
  useCarouselAutoplay({ section: sectionRef, delayMs: started ? autoplayMs : undefined, advance: next });

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
      data-ready={started ? 'true' : undefined}
      onPointerEnter={startNow}
      onTouchStart={startNow}
      onFocus={startNow}
    >
      {/*
        Until it starts, the track only clips (overflow: clip is no scroller): Chrome loads lazy
        images inside a scroller as if they were on the screen, and a home page of carousels would
        fetch some fifty images at once, ahead of the scripts that make the page interactive.
        Positioned: absolutely placed text in the slides (screen-reader-only) clips with them.
      */}
      <div
        ref={viewportRef}
        className={`relative ${started ? 'snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden' : 'overflow-clip'}`}
      >
        <Slides slides={slides} />
      </div>
      {showArrows && slides.length > 1 && (
        <Arrows onPrevious={previous} onNext={next} canPrevious={loop || canPrev} canNext={loop || canNext} />
      )}
      {showDots && <Dots count={snaps} selected={selected} onPick={goTo} />}
    </section>
  );
}

const Slides = memo(function Slides({ slides }: { slides: ReactNode[] }) {
  const t = useT();
  return (
    <div className="flex gap-[var(--gap)]">
      {slides.map((slide, i) => (
        <div
          key={i}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slideLabel', { n: i + 1, total: slides.length })}
          className="min-w-0 shrink-0 grow-0 snap-start basis-[calc((100%-(var(--pv-m)-1)*var(--gap))/var(--pv-m))] desk:basis-[calc((100%-(var(--pv-d)-1)*var(--gap))/var(--pv-d))]"
        >
          {slide}
        </div>
      ))}
    </div>
  );
});

const arrow =
  'absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white disabled:opacity-0 desk:flex';

function Arrows({
  onPrevious,
  onNext,
  canPrevious,
  canNext,
}: {
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        disabled={!canPrevious}
        aria-label={t('carousel.previous')}
        className={`${arrow} start-1`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5 rtl:rotate-180"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        onClick={onNext}
        disabled={!canNext}
        aria-label={t('carousel.next')}
        className={`${arrow} end-1`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5 rtl:rotate-180"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}

function Dots({ count, selected, onPick }: { count: number; selected: number; onPick: (index: number) => void }) {
  const t = useT();
  return (
    // each dot is drawn small inside a 24 px button: WCAG 2.2 target size (2.5.8)
    <div className="mt-1 flex h-6 justify-center">
      {count > 1 &&
        Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => onPick(i)}
            aria-label={t('carousel.goTo', { n: i + 1 })}
            aria-current={i === selected}
            className="flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              aria-hidden="true"
              className={`h-2 rounded-full transition-colors ${i === selected ? 'w-6 animate-dot-grow bg-brand motion-reduce:animate-none' : 'w-2 bg-line'}`}
            />
          </button>
        ))}
    </div>
  );
}
