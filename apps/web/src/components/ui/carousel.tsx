'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react';
import { t } from '@/lib/i18n/delivered';

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

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * A slide carousel on embla. The server HTML lays slides out exactly as after hydration
 * (widths from CSS variables), so hydrating moves nothing.
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
  const reducedMotion = useReducedMotion();
  const plugins =
    autoplayMs && !reducedMotion
      ? [Autoplay({ delay: autoplayMs, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })]
      : [];
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1, direction: 'ltr' }, plugins);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const slides = Children.toArray(children);
  const style = {
    '--gap': `${spacing}px`,
    '--pv-m': perView.mobile,
    '--pv-d': perView.desktop,
  } as CSSProperties;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} style={style} data-ready={api ? 'true' : undefined}>
      <div ref={viewportRef} className="overflow-hidden">
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
      </div>
      {showArrows && slides.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            disabled={!loop && !canPrev}
            aria-label={t('carousel.previous')}
            className="absolute start-1 top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white disabled:opacity-0 desk:flex"
          >
            <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            disabled={!loop && !canNext}
            aria-label={t('carousel.next')}
            className="absolute end-1 top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white disabled:opacity-0 desk:flex"
          >
            <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </>
      )}
      {showDots && (
        <div className="mt-3 flex h-2 justify-center gap-2">
          {snaps.length > 1 && snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => api?.scrollTo(i)}
              aria-label={t('carousel.goTo', { n: i + 1 })}
              aria-current={i === selected}
              className={`h-2 rounded-full transition-all ${i === selected ? 'w-6 bg-brand' : 'w-2 bg-line'}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
