'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useState } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  /** The carousel's viewport, already on the page with its slides laid out by CSS. */
  viewport: RefObject<HTMLDivElement | null>;
  loop: boolean;
  autoplayMs?: number;
  onApi: (api: CarouselApi | null) => void;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Embla on a carousel's viewport: sliding, dragging and autoplay (only while on the screen, paused
 * on hover and focus, off for reduced motion). Loaded and mounted by Carousel once the carousel is near the screen, so
 * neither the library nor its start-up is part of the page's first load.
 */
export function CarouselEngine({ viewport, loop, autoplayMs, onApi }: CarouselEngineProps) {
  const reducedMotion = useReducedMotion();
  const plugins = useMemo(
    () =>
      autoplayMs && !reducedMotion
        ? [Autoplay({ delay: autoplayMs, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })]
        : [],
    [autoplayMs, reducedMotion],
  );
  const [attach, api] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1, direction: 'ltr' }, plugins);

  useLayoutEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);

  // autoplay runs only while the carousel is on the screen
  useEffect(() => {
    const node = viewport.current;
    const autoplay = api?.plugins().autoplay;
    if (!node || !autoplay) return;
    const observer = new IntersectionObserver((entries) => (entries.some((e) => e.isIntersecting) ? autoplay.play() : autoplay.stop()));
    observer.observe(node);
    return () => observer.disconnect();
  }, [api, viewport]);

  useEffect(() => {
    onApi(api ?? null);
  }, [api, onApi]);
  useEffect(() => () => onApi(null), [onApi]);

  return null;
}
